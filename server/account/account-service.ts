import type { AuthService } from "#server/auth/auth-service.ts";
import type { RateLimiter } from "#server/auth/rate-limit.ts";
import { mailedTokens } from "#server/auth/user-tokens.ts";
import type { ClassService } from "#server/classes/class-service.ts";
import type { Db } from "#server/db/client.ts";
import type { PracticeService } from "#server/practice/practice-service.ts";
import type { ReviewService } from "#server/review/review-service.ts";
import type { DenemeService } from "#server/deneme/deneme-service.ts";
import type { AccountDeps } from "./account-common";
import { createAccountDeletion, type AccountDeletion } from "./account-deletion";
import { exportData, type AccountExport } from "./account-export";
import { createAccountSessions, type AccountSessions } from "./account-sessions";
import type { MarkService } from "./mark-service";

// Callers import these from here: the service's types live beside its parts, which import them too.
export type { AccountExport } from "./account-export";
export type { AccountProfile, SessionView } from "./account-sessions";

/**
 * 'Hesabım' beyond the password and the address (those are auth's): the account's
 * sessions, its data as one file (KVKK m.11: the right to know and to get), and its
 * deletion (m.7), all for the signed-in owner only.
 */
export interface AccountService extends AccountSessions, AccountDeletion {
  /** Everything kept about the account, or "too-many-requests" (each export reads all of its rows). */
  exportData(userId: number, currentToken: string | null): Promise<AccountExport | "too-many-requests" | null>;
}

export function createAccountService(
  db: Db,
  auth: AuthService,
  limiter: RateLimiter,
  marks: MarkService,
  practice: PracticeService,
  classes: ClassService,
  review: Pick<ReviewService, "exportOf">,
  deneme: Pick<DenemeService, "exportOf">,
): AccountService {
  const deps: AccountDeps = { db, auth, limiter, marks, practice, classes, review, deneme, tokens: mailedTokens(db) };
  return {
    ...createAccountSessions(deps),
    exportData: (userId, currentToken) => exportData(deps, userId, currentToken),
    ...createAccountDeletion(deps),
  };
}
