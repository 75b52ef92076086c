-- 'Günlük tekrar' as homework (docs/decisions/0119): an item with no entry, whose goal is the days
-- the pupil meets their daily review goal between the item's start and its due time. Exactly one of
-- the entry and the goal is set, and only an item of kind 'review' has the goal. Only widening:
-- the previous version's rows all have an entry, and its readers join the entry, so they skip these.
ALTER TABLE "homework" ALTER COLUMN "content_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "review_days" smallint;--> statement-breakpoint
ALTER TABLE "homework" DROP CONSTRAINT "homework_kind";--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_kind" CHECK ("kind" in ('read', 'quiz', 'flashcards', 'self-test', 'review'));--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_entry_or_review" CHECK (("kind" = 'review' and "content_id" is null and "review_days" is not null and "review_days" between 1 and 7) or ("kind" <> 'review' and "content_id" is not null and "review_days" is null));
