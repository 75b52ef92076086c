import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userTokens, type TokenPurpose } from "../db/schema";
import { hashToken, newToken } from "./tokens";

const HOUR = 60 * 60 * 1000;
/** How long each kind of mailed link works. */
const TOKEN_LIFETIME: Record<TokenPurpose, number> = { reset: HOUR, verify: 7 * 24 * HOUR, setup: 24 * HOUR, email: 24 * HOUR, erase: HOUR };

/**
 * The single-use links the site mails (table user_tokens): the mail holds the token,
 * the table only its SHA-256, and a used link is marked at once (the hourly purge
 * deletes it), so a link read later from a mailbox or a backup opens nothing.
 */
export function mailedTokens(db: Db) {
  /** A new link's token; `runner` is the caller's transaction when the mail goes with it. */
  async function issueToken(purpose: TokenPurpose, userId: number | null, runner: Pick<Db, "insert"> = db, newEmail: string | null = null): Promise<string> {
    const token = newToken();
    await runner.insert(userTokens).values({ tokenHash: hashToken(token), purpose, userId, newEmail, expiresAt: new Date(Date.now() + TOKEN_LIFETIME[purpose]) });
    return token;
  }

  const usable = (token: string, purpose: TokenPurpose) =>
    and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`));

  /** Marks a token used and returns its row, or null when unknown, used or expired (single use). */
  async function consumeToken(token: string, purpose: TokenPurpose) {
    const [row] = await db.update(userTokens).set({ usedAt: sql`now()` }).where(usable(token, purpose)).returning();
    return row ?? null;
  }

  /** Whether a mailed link is still good, without using it (pages show it on GET; only a POST acts). */
  async function isTokenValid(token: string, purpose: TokenPurpose): Promise<boolean> {
    const [row] = await db.select({ purpose: userTokens.purpose }).from(userTokens).where(usable(token, purpose)).limit(1);
    return Boolean(row);
  }

  return { issueToken, consumeToken, isTokenValid };
}
