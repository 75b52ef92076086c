import { z } from "zod";
import { tr } from "./messages";

/** SPEC.md §5: text, @, text, dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, tr.newsletter.invalidEmail)
    .regex(NEWSLETTER_EMAIL_PATTERN, tr.newsletter.invalidEmail),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
