-- 'Sınıfım' (part A; docs/decisions/0064-teachers-and-classes.md): teachers and their classes.
-- A third role, 'teacher', given only by an admin's approval of a request (never by default, not to admins).
ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('user', 'admin', 'teacher'));--> statement-breakpoint
-- 'Öğretmen hesabı iste' on 'Hesabım': what the user wrote, and the admin's answer. At most one pending per user.
CREATE TABLE "teacher_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"school" text NOT NULL,
	"city" text NOT NULL,
	"status" text NOT NULL DEFAULT 'pending',
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"decided_at" timestamp with time zone,
	CONSTRAINT "teacher_requests_status" CHECK ("status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "teacher_requests_sizes" CHECK (length(trim("name")) between 1 and 100 and length(trim("school")) between 1 and 120 and length(trim("city")) between 1 and 60)
);--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_requests_one_pending" ON "teacher_requests" ("user_id") WHERE "status" = 'pending';--> statement-breakpoint
-- A teacher's class: its join code (6 characters of an alphabet without look-alikes) is unique
-- among the classes there are (a deleted class's row, and so its code, is gone); a new code replaces the old one.
CREATE TABLE "classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"teacher_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"grade" smallint NOT NULL,
	"school_year" text NOT NULL,
	"join_code" text NOT NULL,
	"joining_locked" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "classes_grade_range" CHECK ("grade" between 2 and 12),
	CONSTRAINT "classes_name_size" CHECK (length(trim("name")) between 1 and 60),
	CONSTRAINT "classes_school_year" CHECK ("school_year" ~ '^[0-9]{4}-[0-9]{4}$'),
	CONSTRAINT "classes_join_code" CHECK ("join_code" ~ '^[ACDEFGHJKMNPQRTUVWXY3479]{6}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_idx" ON "classes" ("join_code");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" ("teacher_id");--> statement-breakpoint
-- Who is in a class: a pupil with an account, shown to the teacher by the name the pupil gave when joining (never the e-mail).
CREATE TABLE "class_members" (
	"class_id" integer NOT NULL REFERENCES "classes"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "class_members_pk" PRIMARY KEY ("class_id", "user_id"),
	CONSTRAINT "class_members_display_name" CHECK (length(trim("display_name")) between 1 and 40)
);--> statement-breakpoint
CREATE INDEX "class_members_user_idx" ON "class_members" ("user_id");
