import { addressOf } from "#server/auth/account-address.ts";
import { tr } from "#core/messages.ts";
import { isClassPupil, type SessionUser } from "#server/auth/auth-service.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { AccountDeps } from "./account-common";
import { eraseAccount, eraseUnprovenAccount } from "./erase";

/**
 * The owner's ways to delete the account (KVKK m.7): with the password, by a mailed link for an
 * account without one, or by 'Bu hesabı ben açmadım' on a verification link's page.
 */

export type Deletion = "deleted" | "wrong-password" | "too-many-requests" | "no-password" | "admin" | "class-pupil";

export interface AccountDeletion {
  /**
   * 'Hesabımı sil' with the password. An admin's account is refused: it runs the site,
   * and the last admin gone would leave nobody to run it.
   */
  deleteWithPassword(user: SessionUser, password: string): Promise<Deletion>;
  /** An account without a password (Google only) proves its owner by a mailed link instead. */
  requestDeletionLink(
    user: SessionUser,
    linkUrl: (token: string) => string,
  ): Promise<"sent" | "too-many-requests" | "admin" | "class-pupil">;
  isDeletionLinkValid(token: string): Promise<boolean>;
  /**
   * 'Bu hesabı ben açmadım' on the verification link's page: offered, and done, only where
   * the page asks for the account's password (auth.verifyProof: an ordinary address, a
   * password, never proven). The presser reads the address's mail; the account someone
   * opened with it goes, with its sessions, and the address is free for its owner to sign up.
   */
  disownWithVerifyLink(token: string): Promise<"deleted" | "invalid-link" | "kept">;
  /** The mailed deletion link's POST: true when the account is gone. */
  deleteWithLink(token: string): Promise<boolean>;
}

export function createAccountDeletion({ db, auth, limiter, tokens }: AccountDeps): AccountDeletion {
  /** Deletes the account and mails its owner one confirmation, which itself goes once sent; "admin" when refused. */
  async function deleteAccount(userId: number): Promise<"deleted" | "admin" | "gone"> {
    const erased = await eraseAccount(db, limiter, userId, {
      subject: tr.myAccount.deletedMailSubject,
      text: tr.myAccount.deletedMailText,
    });
    if (erased === "admin") return "admin";
    return erased.accountId === null ? "gone" : "deleted";
  }

  return {
    async deleteWithPassword(user, password) {
      if (user.role === "admin") return "admin";
      // A class pupil's account goes with its class, or by its teacher.
      if (isClassPupil(user)) return "class-pupil";
      const checked = await auth.checkCurrentPassword(user.id, password);
      if (!checked.ok) return checked.code;
      return (await deleteAccount(user.id)) === "admin" ? "admin" : "deleted";
    },

    async requestDeletionLink(user, linkUrl) {
      if (user.role === "admin") return "admin";
      // No address to mail the link to (addressOf would throw).
      if (isClassPupil(user)) return "class-pupil";
      if (!(await limiter.hit(accountLimitKey("account:mail", user.id), RATE_LIMITS.accountMailsPerAccount)))
        return "too-many-requests";
      await db.transaction(async (tx) => {
        const token = await tokens.issueToken("erase", user.id, tx);
        await enqueueMail(tx, {
          to: addressOf(user),
          subject: tr.myAccount.deleteLinkMailSubject,
          text: tr.myAccount.deleteLinkMailText(linkUrl(token)),
        });
      });
      return "sent";
    },

    isDeletionLinkValid: (token) => tokens.isTokenValid(token, "erase"),

    async disownWithVerifyLink(token) {
      const userId = await tokens.tokenHolder(token, "verify");
      if (userId === null) return "invalid-link";
      if ((await auth.verifyProof(token, null)) !== "password") return "kept";
      return (await eraseUnprovenAccount(db, limiter, userId)) === "erased" ? "deleted" : "kept";
    },

    async deleteWithLink(token) {
      const row = await tokens.consumeToken(token, "erase");
      if (!row?.userId) return false;
      return (await deleteAccount(row.userId)) === "deleted";
    },
  };
}
