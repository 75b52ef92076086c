-- The item's due time when a pupil finished it (docs/decisions/0079): a due time the teacher later
-- moves earlier never makes late a pupil who finished before the one they were given. Rows done
-- before it was kept stay null and are judged by the item's due time alone, as before.
ALTER TABLE "homework_progress" ADD COLUMN "done_due_at" timestamp with time zone;
