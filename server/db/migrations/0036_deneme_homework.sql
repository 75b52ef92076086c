-- A deneme as homework (docs/decisions/0124): an entry's item of kind 'deneme', done by the pupil's
-- first deneme finished after the item was given. Only widening: earlier rows keep their kinds.
ALTER TABLE "homework" DROP CONSTRAINT "homework_kind";--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_kind" CHECK ("kind" in ('read', 'quiz', 'flashcards', 'self-test', 'deneme', 'review'));
