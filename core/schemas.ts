import { z } from "./zod";
import { isCommonPassword } from "./common-passwords";
import { tr } from "./messages";
import { isEmailAddress, MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH } from "./patterns";



/**
 * Text of at most `max` characters. The limit aborts: zod runs a field's later checks
 * even after one failed, so without it a pattern would still meet a megabyte-long
 * field. Every field that a pattern or a check reads starts with it.
 */
const bounded = (max: number, error: string, missing = error) => z.string({ error: missing }).max(max, { error, abort: true });

/** Spaces around an address are forgiven (trimmed), but not a field longer than any address. */
const EMAIL_FIELD_LENGTH = MAX_EMAIL_LENGTH + 64;

export const newsletterSchema = z.object({
  email: bounded(EMAIL_FIELD_LENGTH, tr.newsletter.invalidEmail).trim().refine(isEmailAddress, tr.newsletter.invalidEmail),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const MIN_PASSWORD_LENGTH = 6;
/** The admin changes every page pupils see: a longer password (pupils keep SPEC.md's 6). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Null when `password` may be an admin's, else the Turkish reason. */
export function adminPasswordProblem(password: string): string | null {
  return [...password].length < MIN_ADMIN_PASSWORD_LENGTH ? tr.signup.adminPasswordTooShort : null;
}
export const MAX_PASSWORD_LENGTH = 128;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailField = (required: string, invalid: string) =>
  bounded(EMAIL_FIELD_LENGTH, invalid, required).trim().min(1, required).refine(isEmailAddress, invalid).transform(normaliseEmail);

const newPassword = bounded(MAX_PASSWORD_LENGTH, tr.signup.tooLong, tr.signup.passwordRequired)
  .min(1, tr.signup.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, tr.signup.passwordTooShort)
  .refine((p) => !isCommonPassword(p), tr.signup.weakPassword);

/** SPEC.md §5: e-mail and both passwords required; they must match; at least 6 characters. */
export const signupSchema = z
  .object({
    email: emailField(tr.signup.emailRequired, tr.signup.invalidEmail),
    password: newPassword,
    repeatPassword: z.string({ error: tr.signup.repeatRequired }).min(1, tr.signup.repeatRequired),
  })
  .refine((v) => v.password === v.repeatPassword, { path: ["repeatPassword"], message: tr.signup.passwordsDoNotMatch });
export type SignupInput = z.infer<typeof signupSchema>;

/** The first admin (/kurulum, `npm run admin`): sign-up's rules and an admin's password length. */
export const adminSignupSchema = signupSchema.refine((v) => adminPasswordProblem(v.password) === null, {
  path: ["password"],
  message: tr.signup.adminPasswordTooShort,
});

export const loginSchema = z.object({
  email: emailField(tr.login.emailRequired, tr.login.invalidEmail),
  password: bounded(MAX_PASSWORD_LENGTH, tr.login.wrongPassword, tr.login.passwordRequired).min(1, tr.login.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC.md §5: an empty e-mail gives 'Lütfen e-posta adresinizi girin'. */
export const resetRequestSchema = z.object({
  email: emailField(tr.reset.emptyEmail, tr.login.invalidEmail),
});

export const newPasswordSchema = z
  .object({
    token: bounded(200, tr.reset.invalidLink).min(10),
    password: newPassword,
    repeatPassword: z.string({ error: tr.signup.repeatRequired }).min(1, tr.signup.repeatRequired),
  })
  .refine((v) => v.password === v.repeatPassword, { path: ["repeatPassword"], message: tr.signup.passwordsDoNotMatch });

/** Field errors of a failed parse, first message per field, for `aria-describedby`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** SPEC.md §5: contact and feedback forms need name, e-mail and message. */
export const contactSchema = z.object({
  name: bounded(100, tr.contact.nameRequired).trim().min(1, tr.contact.nameRequired),
  email: emailField(tr.contact.emailRequired, tr.contact.invalidEmail),
  message: bounded(MAX_MESSAGE_LENGTH, tr.contact.tooLong, tr.contact.messageRequired).trim().min(1, tr.contact.messageRequired),
});
export type ContactInput = z.infer<typeof contactSchema>;
