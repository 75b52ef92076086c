import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { userTokens, type TokenPurpose } from "#server/db/schema.ts";
import { hashToken, newToken } from "./tokens";

type UserTokenRow = typeof userTokens.$inferSelect;

const HOUR = 60 * 60 * 1000;
/** How long each kind of mailed link works. */
const TOKEN_LIFETIME: Record<TokenPurpose, number> = {
  reset: HOUR,
  verify: 7 * 24 * HOUR,
  setup: 24 * HOUR,
  email: 24 * HOUR,
  erase: HOUR,
};

/**
 * The single-use links the site mails (table user_tokens): the mail holds the token,
 * the table only its SHA-256, and a used link's row is deleted at once, so a link read
 * later from a mailbox or a backup opens nothing, and no usable token (nor an address
 * change's new address) is kept after use. Rows marked used (`used_at`) come only from
 * before that; the hourly purge deletes them.
 */
export interface MailedTokens {
  /** A new link's token; `runner` is the caller's transaction when the mail goes with it. */
  issueToken(
    purpose: TokenPurpose,
    userId: number | null,
    runner?: Pick<Db, "insert">,
    newEmail?: string | null,
  ): Promise<string>;
  /** Uses a token: deletes its row and returns it, or null when unknown, used or expired (single use, even in two requests at once). */
  consumeToken(token: string, purpose: TokenPurpose): Promise<UserTokenRow | null>;
  /** Voids the account's unused links of one purpose (a newer one replaces them: only the latest address-change link works). */
  voidTokens(runner: Pick<Db, "delete">, userId: number, purpose: TokenPurpose): Promise<void>;
  /** Whether a mailed link is still good, without using it (pages show it on GET; only a POST acts). */
  isTokenValid(token: string, purpose: TokenPurpose): Promise<boolean>;
  /** The account a still usable link belongs to, without using it (null: unknown, used, expired, or no account). */
  tokenHolder(token: string, purpose: TokenPurpose): Promise<number | null>;
}

export function mailedTokens(db: Db): MailedTokens {
  /** A new link's token; `runner` is the caller's transaction when the mail goes with it. */
  async function issueToken(
    purpose: TokenPurpose,
    userId: number | null,
    runner: Pick<Db, "insert"> = db,
    newEmail: string | null = null,
  ): Promise<string> {
    const token = newToken();
    await runner.insert(userTokens).values({
      tokenHash: hashToken(token),
      purpose,
      userId,
      newEmail,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME[purpose]),
    });
    return token;
  }

  const usable = (token: string, purpose: TokenPurpose) =>
    and(
      eq(userTokens.tokenHash, hashToken(token)),
      eq(userTokens.purpose, purpose),
      isNull(userTokens.usedAt),
      gt(userTokens.expiresAt, sql`now()`),
    );

  /** Uses a token: deletes its row and returns it, or null when unknown, used or expired (single use, even in two requests at once). */
  async function consumeToken(token: string, purpose: TokenPurpose) {
    const [row] = await db.delete(userTokens).where(usable(token, purpose)).returning();
    return row ?? null;
  }

  /** Voids the account's unused links of one purpose (a newer one replaces them: only the latest address-change link works). */
  async function voidTokens(runner: Pick<Db, "delete">, userId: number, purpose: TokenPurpose): Promise<void> {
    await runner.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
  }

  /** Whether a mailed link is still good, without using it (pages show it on GET; only a POST acts). */
  async function isTokenValid(token: string, purpose: TokenPurpose): Promise<boolean> {
    const [row] = await db
      .select({ purpose: userTokens.purpose })
      .from(userTokens)
      .where(usable(token, purpose))
      .limit(1);
    return Boolean(row);
  }

  /** The account a still usable link belongs to, without using it (null: unknown, used, expired, or no account). */
  async function tokenHolder(token: string, purpose: TokenPurpose): Promise<number | null> {
    const [row] = await db
      .select({ userId: userTokens.userId })
      .from(userTokens)
      .where(usable(token, purpose))
      .limit(1);
    return row?.userId ?? null;
  }

  return { issueToken, consumeToken, isTokenValid, voidTokens, tokenHolder };
}

/**
 * The one place that voids every pending link of an account, of every purpose: reset,
 * verification, address change, deletion. Every credential change (a new password, a new
 * address, the admin address proven) calls it beside endAccountSessions, which ends the
 * two-step logins waiting for a code: a link asked for before the change, perhaps by
 * someone who knew the old password or read the old mailbox, must not act after it. A
 * link being used right now was consumed (deleted) before. `runner`: the database or the
 * caller's transaction.
 */
export async function voidAccountLinks(runner: Pick<Db, "delete">, userId: number): Promise<void> {
  await runner.delete(userTokens).where(eq(userTokens.userId, userId));
}
