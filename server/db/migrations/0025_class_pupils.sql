-- Pupils without an e-mail address (part C): an account that belongs to one class,
-- made by its teacher from a first name, signed in with three pictures in order.
-- Such an account has no address, no password and no Google link; deleting its class deletes it,
-- and with it everything tied to the account (sessions, marks, results: their own ON DELETE CASCADE).
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "class_id" integer REFERENCES "classes"("id") ON DELETE CASCADE;--> statement-breakpoint
-- The picture secret as a password hash (server/auth/password.ts) and, sealed with the site's key
-- (server/auth/secret-box.ts), for the teacher's printable sign-in cards.
ALTER TABLE "users" ADD COLUMN "picture_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_class_pupil" CHECK (
  ("class_id" IS NULL AND "email" IS NOT NULL AND "picture_hash" IS NULL AND "picture_sealed" IS NULL)
  OR ("class_id" IS NOT NULL AND "email" IS NULL AND "password_hash" IS NULL AND "google_subject" IS NULL
      AND "role" = 'user' AND "picture_hash" IS NOT NULL AND "picture_sealed" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "users_class_idx" ON "users" ("class_id") WHERE "class_id" IS NOT NULL;--> statement-breakpoint
-- The parent's consent, recorded by the teacher for each pupil of a class: until then the teacher sees no results.
ALTER TABLE "class_members" ADD COLUMN "consent_at" timestamp with time zone;
