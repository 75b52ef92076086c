-- A parent's link dies with what granted it (docs/decisions/0088). It keeps the member's consent it
-- was made under and works only while that consent is the one in force: withdrawn and recorded
-- again, the consent is a new one and the old link stays dead. Links from before: those made under
-- the consent in force keep it; the rest (made under a consent withdrawn since) showed nothing and
-- would have come back with a new consent, so they go. Links of classes whose teacher lost the role
-- are revoked, as taking the role away now revokes them.
ALTER TABLE "parent_links" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "parent_links" SET "consent_at" = m."consent_at" FROM "class_members" m
	WHERE m."class_id" = "parent_links"."class_id" AND m."user_id" = "parent_links"."user_id"
	AND m."consent_at" IS NOT NULL AND "parent_links"."created_at" >= m."consent_at";--> statement-breakpoint
DELETE FROM "parent_links" WHERE "consent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "parent_links" ALTER COLUMN "consent_at" SET NOT NULL;--> statement-breakpoint
UPDATE "parent_links" SET "revoked_at" = now()
	WHERE "revoked_at" IS NULL AND "class_id" IN (
		SELECT c."id" FROM "classes" c JOIN "users" u ON u."id" = c."teacher_id" WHERE u."role" <> 'teacher'
	);
