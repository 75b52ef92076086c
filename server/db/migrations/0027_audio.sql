-- Audio as a content type (decision 0072): MP3, M4A and Ogg files, told by their bytes.
-- An audio entry may keep a transcript (WebVTT or plain text, decision 0073), at most 64 KB,
-- and only an audio entry has one.
ALTER TABLE "contents" DROP CONSTRAINT "contents_file_type";--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_file_type" CHECK ("file_type" in ('pdf', 'image', 'video', 'audio'));--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_transcript" CHECK ("transcript" IS NULL OR ("file_type" = 'audio' AND length("transcript") <= 65536));
