ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE "google_flows" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"verifier" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"popup" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
