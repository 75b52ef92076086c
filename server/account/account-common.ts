import { and, eq } from "drizzle-orm";
import type { AuthService } from "#server/auth/auth-service.ts";
import type { RateLimiter } from "#server/auth/rate-limit.ts";
import { sessionIsAlive } from "#server/auth/sessions.ts";
import { hashToken } from "#server/auth/tokens.ts";
import type { MailedTokens } from "#server/auth/user-tokens.ts";
import type { ClassService } from "#server/classes/class-service.ts";
import type { Db } from "#server/db/client.ts";
import { sessions } from "#server/db/schema.ts";
import type { PracticeService } from "#server/practice/practice-service.ts";
import type { ReviewService } from "#server/review/review-service.ts";
import type { DenemeService } from "#server/deneme/deneme-service.ts";
import type { MarkService } from "./mark-service";

/**
 * What the parts of 'Hesabım' (server/account/account-service.ts) share: the database, the
 * services whose rows the export gathers, the mailed links, and how a live session and its
 * handle are read, so the sessions list and the export see the same sessions.
 */
export interface AccountDeps {
  db: Db;
  auth: AuthService;
  limiter: RateLimiter;
  marks: MarkService;
  practice: PracticeService;
  classes: ClassService;
  review: Pick<ReviewService, "exportOf">;
  deneme: Pick<DenemeService, "exportOf">;
  tokens: MailedTokens;
}

/** The account's sessions that still let someone in. */
export const liveSessionsOf = (userId: number) => and(eq(sessions.userId, userId), sessionIsAlive());

/**
 * The handle of a session: a hash of its stored hash, so the page never shows anything
 * that is, or leads to, the cookie's token.
 */
export const handleOf = (idHash: string) => hashToken(idHash).slice(0, 24);
