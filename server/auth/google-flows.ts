import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { googleFlows } from "#server/db/schema.ts";
import { hashToken, newToken } from "./tokens";
import { isTokenShaped } from "#core/token-shape.ts";

/** What a Google sign-in must remember between its start and its callback. */
export interface GoogleFlow {
  verifier: string;
  state: string;
  nonce: string;
  popup: boolean;
}

/** A sign-in not finished within ten minutes is over (the g_flow cookie's Max-Age too). */
export const FLOW_SECONDS = 600;

/**
 * Google sign-in flows kept on the server, shared by every instance through the
 * database: the browser's cookie holds only a random id (stored hashed), so it cannot
 * be forged or edited to choose the PKCE verifier, state or nonce, and `take` uses a
 * flow once.
 */
export function createGoogleFlowStore(db: Db) {
  return {
    async save(flow: GoogleFlow): Promise<string> {
      const id = newToken();
      // Flows never finished are removed as new ones start (few rows, on the primary key's table).
      await db.delete(googleFlows).where(lte(googleFlows.expiresAt, sql`now()`));
      await db
        .insert(googleFlows)
        .values({ idHash: hashToken(id), ...flow, expiresAt: new Date(Date.now() + FLOW_SECONDS * 1000) });
      return id;
    },

    /** The flow of this id, once; null when unknown, used or expired. */
    async take(id: string): Promise<GoogleFlow | null> {
      if (!isTokenShaped(id)) return null;
      const [row] = await db
        .delete(googleFlows)
        .where(and(eq(googleFlows.idHash, hashToken(id)), gt(googleFlows.expiresAt, sql`now()`)))
        .returning();
      return row ? { verifier: row.verifier, state: row.state, nonce: row.nonce, popup: row.popup } : null;
    },
  };
}
