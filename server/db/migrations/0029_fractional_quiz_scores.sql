-- A quiz's score may be fractional since partial credit (3.5 of 5): a pupil's best and last
-- follow, and so do a homework item's counted score and each of its tries.
ALTER TABLE "quiz_results" ALTER COLUMN "best" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "quiz_results" ALTER COLUMN "last" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "homework_progress" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "homework_tries" ALTER COLUMN "score" SET DATA TYPE double precision;
