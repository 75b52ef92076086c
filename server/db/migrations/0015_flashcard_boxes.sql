-- A signed-in pupil's Leitner boxes: one row per word of a word list the pupil
-- sorted with 'Biliyorum' / 'Tekrar'. Gone with the account or the entry.
CREATE TABLE "flashcard_boxes" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"content_id" integer NOT NULL REFERENCES "contents"("id") ON DELETE CASCADE,
	"word" text NOT NULL,
	"box" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "flashcard_boxes_pk" PRIMARY KEY ("user_id", "content_id", "word"),
	CONSTRAINT "flashcard_boxes_box" CHECK ("box" between 1 and 5),
	CONSTRAINT "flashcard_boxes_word" CHECK (length("word") between 1 and 200)
);
