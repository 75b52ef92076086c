import { z } from "./zod";
import { isCommonPassword } from "./common-passwords";
import { tr } from "./messages";
import { EMAIL_PATTERN, MAX_MESSAGE_LENGTH } from "./patterns";



export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, tr.newsletter.invalidEmail)
    .regex(EMAIL_PATTERN, tr.newsletter.invalidEmail),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).max(254, invalid).regex(EMAIL_PATTERN, invalid).transform(normaliseEmail);

const newPassword = z
  .string({ error: tr.signup.passwordRequired })
  .min(1, tr.signup.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, tr.signup.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, tr.signup.tooLong)
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

export const loginSchema = z.object({
  email: emailField(tr.login.emailRequired, tr.login.invalidEmail),
  password: z.string({ error: tr.login.passwordRequired }).min(1, tr.login.passwordRequired).max(MAX_PASSWORD_LENGTH, tr.login.wrongPassword),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC.md §5: an empty e-mail gives 'Lütfen e-posta adresinizi girin'. */
export const resetRequestSchema = z.object({
  email: emailField(tr.reset.emptyEmail, tr.login.invalidEmail),
});

export const newPasswordSchema = z
  .object({
    token: z.string().min(10).max(200),
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
  name: z.string({ error: tr.contact.nameRequired }).trim().min(1, tr.contact.nameRequired).max(100, tr.contact.nameRequired),
  email: emailField(tr.contact.emailRequired, tr.contact.invalidEmail),
  message: z.string({ error: tr.contact.messageRequired }).trim().min(1, tr.contact.messageRequired).max(MAX_MESSAGE_LENGTH, tr.contact.tooLong),
});
export type ContactInput = z.infer<typeof contactSchema>;
