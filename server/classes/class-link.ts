/**
 * Class links (docs/decisions/0090): what the cards' and the class page's QR codes carry
 * instead of the bare code. A token is `<class id>.<mac>`, the mac a keyed SHA-256 HMAC of the
 * id and the class's current join code, cut to 132 bits. It is checked by the class's id, never
 * by looking a code up, so opening a link spends no budget and tells a guesser nothing; a new
 * code (or a deleted class) kills every link made before, as it kills the code.
 *
 * The key is derived from the site's key (TWO_STEP_KEY, or the key file production makes:
 * server/auth/two-step-key.ts), the one secret every instance shares; a derived key, so the
 * links never use the key that seals secrets. Outside production there may be none: then a
 * random key for this process, and a link printed before a restart opens the code form instead.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { readLinkToken } from "#core/classes/paths.ts";
import type { Db } from "#server/db/client.ts";
import { classes } from "#server/db/schema.ts";

/** The links' own key, derived from the site's key (or random for this process when there is none). */
export function classLinkKey(siteKey: string | undefined): Buffer {
  return siteKey ? createHmac("sha256", siteKey).update("merdiven class link v1").digest() : randomBytes(32);
}

const macOf = (key: Buffer, classId: number, code: string) =>
  createHmac("sha256", key).update(`${classId}:${code}`).digest("base64url").slice(0, 22);

/** The token of a class with its current code. */
export const classLinkToken = (key: Buffer, classId: number, code: string) => `${classId}.${macOf(key, classId, code)}`;

/** A class a link opened: what its pages need. */
export interface LinkedClass {
  id: number;
  name: string;
  joinCode: string;
  joiningLocked: boolean;
}

export interface ClassLinks {
  /** The token of a class with its current code. */
  token(classId: number, code: string): string;
  /**
   * The class a token opens, with the code it must be for (the address's; null to take the
   * class's own): null for a token that is no token, of a class that is gone, made for an
   * earlier code, or whose mac is wrong. One read by the class's id; no budget.
   */
  open(raw: unknown, code: string | null): Promise<LinkedClass | null>;
}

export function createClassLinks(db: Db, siteKey: string | undefined): ClassLinks {
  const key = classLinkKey(siteKey);
  return {
    token: (classId, code) => classLinkToken(key, classId, code),
    async open(raw, code) {
      const token = readLinkToken(raw);
      if (!token) return null;
      const [id, mac] = token.split(".");
      const [row] = await db
        .select({
          id: classes.id,
          name: classes.name,
          joinCode: classes.joinCode,
          joiningLocked: classes.joiningLocked,
        })
        .from(classes)
        .where(eq(classes.id, Number(id)))
        .limit(1);
      if (!row || (code !== null && row.joinCode !== code)) return null;
      const expected = Buffer.from(macOf(key, row.id, row.joinCode));
      return timingSafeEqual(expected, Buffer.from(mac)) ? row : null;
    },
  };
}
