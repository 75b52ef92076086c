import { z } from "./zod";
import { isCommonPassword } from "./common-passwords";
import { trContact } from "./messages/contact";
import { trLogin } from "./messages/login";
import { trMyAccount } from "./messages/my-account";
import { trNewsletter } from "./messages/newsletter";
import { trReset } from "./messages/reset";
import { trSignup } from "./messages/signup";
import { FIRST_BOX, FLASHCARD_LIMITS, LAST_BOX } from "./flashcards";
import { MAX_MERGED_MARKS, RECENT_COUNT } from "./marks";
import { endsWithDot, isEmailAddress, MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_PASSWORD_LENGTH } from "./patterns";

export { MAX_PASSWORD_LENGTH };

/**
 * Text of at most `max` characters. The limit aborts: zod runs a field's later checks
 * even after one failed, so without it a pattern would still meet a megabyte-long
 * field. Every field that a pattern or a check reads starts with it.
 */
const bounded = (max: number, error: string, missing = error) =>
  z.string({ error: missing }).max(max, { error, abort: true });

/** Spaces around an address are forgiven (trimmed), but not a field longer than any address. */
const EMAIL_FIELD_LENGTH = MAX_EMAIL_LENGTH + 64;

/** An address ending in a dot gets its own reason (core/patterns.ts: endsWithDot), before the general one. */
const noFinalDot = (text: string) => !endsWithDot(text);
const finalDot = { error: trSignup.emailEndsWithDot, abort: true };

export const newsletterSchema = z.object({
  email: bounded(EMAIL_FIELD_LENGTH, trNewsletter.invalidEmail)
    .trim()
    .refine(noFinalDot, finalDot)
    .refine(isEmailAddress, trNewsletter.invalidEmail),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const MIN_PASSWORD_LENGTH = 6;
/** The admin changes every page pupils see: a longer password (pupils keep docs/product.md's 6). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Null when `password` may be an admin's, else the Turkish reason. */
export function adminPasswordProblem(password: string): string | null {
  return [...password].length < MIN_ADMIN_PASSWORD_LENGTH ? trSignup.adminPasswordTooShort : null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailField = (required: string, invalid: string) =>
  bounded(EMAIL_FIELD_LENGTH, invalid, required)
    .trim()
    .min(1, required)
    .refine(noFinalDot, finalDot)
    .refine(isEmailAddress, invalid)
    .transform(normaliseEmail);

const newPassword = bounded(MAX_PASSWORD_LENGTH, trSignup.tooLong, trSignup.passwordRequired)
  .min(1, trSignup.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, trSignup.passwordTooShort)
  .refine((p) => !isCommonPassword(p), trSignup.weakPassword);

/** docs/product.md: e-mail and both passwords required; they must match; at least 6 characters. */
export const signupSchema = z
  .object({
    email: emailField(trSignup.emailRequired, trSignup.invalidEmail),
    password: newPassword,
    repeatPassword: z.string({ error: trSignup.repeatRequired }).min(1, trSignup.repeatRequired),
  })
  .refine((v) => v.password === v.repeatPassword, { path: ["repeatPassword"], message: trSignup.passwordsDoNotMatch });
export type SignupInput = z.infer<typeof signupSchema>;

/** The first admin (/kurulum, `npm run admin`): sign-up's rules and an admin's password length. */
export const adminSignupSchema = signupSchema.refine((v) => adminPasswordProblem(v.password) === null, {
  path: ["password"],
  message: trSignup.adminPasswordTooShort,
});

export const loginSchema = z.object({
  email: emailField(trLogin.emailRequired, trLogin.invalidEmail),
  password: bounded(MAX_PASSWORD_LENGTH, trLogin.wrongPassword, trLogin.passwordRequired).min(
    1,
    trLogin.passwordRequired,
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** docs/product.md: an empty e-mail gives 'Lütfen e-posta adresinizi girin'. */
export const resetRequestSchema = z.object({
  email: emailField(trReset.emptyEmail, trLogin.invalidEmail),
});

export const newPasswordSchema = z
  .object({
    token: bounded(200, trReset.invalidLink).min(10),
    password: newPassword,
    repeatPassword: z.string({ error: trSignup.repeatRequired }).min(1, trSignup.repeatRequired),
  })
  .refine((v) => v.password === v.repeatPassword, { path: ["repeatPassword"], message: trSignup.passwordsDoNotMatch });

/** The account's current password, asked before 'Hesabım' changes or deletes anything. */
const currentPassword = bounded(MAX_PASSWORD_LENGTH, trMyAccount.wrongPassword, trMyAccount.passwordRequired).min(
  1,
  trMyAccount.passwordRequired,
);

/** 'Hesabım' → 'Şifreyi değiştir': sign-up's rules for the new one (an admin's length is checked on the server). */
export const passwordChangeSchema = z
  .object({
    currentPassword,
    password: newPassword,
    repeatPassword: z.string({ error: trSignup.repeatRequired }).min(1, trSignup.repeatRequired),
  })
  .refine((v) => v.password === v.repeatPassword, { path: ["repeatPassword"], message: trSignup.passwordsDoNotMatch })
  .refine((v) => v.password !== v.currentPassword, { path: ["password"], message: trMyAccount.samePassword });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** 'Hesabım' → 'E-posta adresini değiştir': the new address and the password. */
export const emailChangeSchema = z.object({
  email: emailField(trSignup.emailRequired, trSignup.invalidEmail),
  currentPassword,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** 'Hesabım' → 'Hesabımı sil' for an account with a password. */
export const accountDeletionSchema = z.object({ currentPassword });

/** Switching two-step on (/hesabim/iki-adim): the current password, absent only for an account without one (Google only). */
export const twoStepSetupSchema = z.object({ currentPassword: currentPassword.optional() });

const markTime = z.number().int().nonnegative().max(8.64e15);
const markedId = z.number().int().positive().max(2_147_483_647);
const keptEntrySchema = z.object({
  id: markedId,
  sinif: z.number().int(),
  unite: z.number().int(),
  konuIng: z.string().max(500),
  konuTr: z.string().max(500),
  icerikTuru: z.number().int(),
  donem: z.number().int(),
  fileType: z.string().max(10),
});

/** A device's marks sent at sign-in (core/marks.ts DeviceMarks); more than the merge takes is refused, not cut. */
export const deviceMarksSchema = z.object({
  v: z.literal(1),
  saved: z.array(z.object({ entry: keptEntrySchema, at: markTime })).max(MAX_MERGED_MARKS),
  done: z.array(z.object({ id: markedId, at: markTime })).max(MAX_MERGED_MARKS),
  recent: z
    .array(
      z.object({
        entry: keptEntrySchema,
        openedAt: markTime,
        pdfPage: z.number().int().min(1).max(100_000).nullable(),
      }),
    )
    .max(RECENT_COUNT),
});

/**
 * The device's Leitner boxes sent at sign-in (core/flashcards.ts): entry id → word → box.
 * Its JSON is at most FLASHCARD_LIMITS.mergeJson characters, checked before parsing.
 */
export const deviceBoxesSchema = z.record(
  z
    .string()
    .max(9)
    .regex(/^[1-9]\d*$/),
  z.record(z.string().min(1).max(FLASHCARD_LIMITS.wordLength), z.number().int().min(FIRST_BOX).max(LAST_BOX)),
);

/**
 * JSON a page's script sends in a form field: its length first (413 past `maxLength`, before
 * any parsing), then its shape (400).
 */
export function parseJsonField<T>(
  raw: string,
  maxLength: number,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; status: 400 | 413 } {
  if (raw.length > maxLength) return { ok: false, status: 413 };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 400 };
}

/** Field errors of a failed parse, first message per field, for `aria-describedby`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** docs/product.md: contact and feedback forms need name, e-mail and message. */
export const contactSchema = z.object({
  name: bounded(100, trContact.nameRequired).trim().min(1, trContact.nameRequired),
  email: emailField(trContact.emailRequired, trContact.invalidEmail),
  message: bounded(MAX_MESSAGE_LENGTH, trContact.tooLong, trContact.messageRequired)
    .trim()
    .min(1, trContact.messageRequired),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** What a contact or feedback form is answered when it is refused: each field's error, or one above the form. */
export interface MessageFormResult {
  errors: Record<string, string>;
  formError: string | null;
}
