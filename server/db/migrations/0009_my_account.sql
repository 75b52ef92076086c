-- 'Hesabım' (docs/decisions/0027-my-account.md).
-- sessions.device: a short label made from the browser's User-Agent at sign-in ("Chrome, Android"); the full string is not kept.
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
-- user_tokens.new_email: the address an 'email' link confirms; 'erase' links confirm the deletion of an account without a password.
ALTER TABLE "user_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_purpose";--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_purpose" CHECK ("user_tokens"."purpose" in ('reset', 'verify', 'setup', 'email', 'erase'));--> statement-breakpoint
-- outbox.forget_after_send: the row goes once the mail is sent or given up (the "your account was deleted" mail).
ALTER TABLE "outbox" ADD COLUMN "forget_after_send" boolean DEFAULT false NOT NULL;
