-- A quiz may come as Moodle XML; its source is kept as sent, like GIFT's and Aiken's.
ALTER TABLE "quizzes" DROP CONSTRAINT "quizzes_format";--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_format" CHECK ("quizzes"."format" in ('gift', 'aiken', 'moodle'));
