import { addressOf } from "./account-address";
import { and, eq, sql } from "drizzle-orm";
import { tr } from "#core/messages.ts";
import { adminPasswordProblem, type EmailChangeInput, type PasswordChangeInput } from "#core/schemas.ts";
import { sessions, userTokens, users, type TokenPurpose } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { addressIsProven } from "#server/account/erase.ts";
import { hashPassword } from "./password";
import { accountLimitKey, addressLimitKeys, RATE_LIMITS } from "./rate-limit";
import { endAccountSessions } from "./sessions";
import { hashToken } from "./tokens";
import { voidAccountLinks } from "./user-tokens";
import type { AuthCommon } from "./auth-common";
import { isClassPupil, type ProvenUser, type SessionUser, type VerifyError, type VerifyProof } from "./auth-types";

/** What the mailed links prove (the address, a reset, an address change) and 'Hesabım''s password and address. */
export interface MailedProofs {
  /**
   * Mails a single-use link valid for one hour. Unknown addresses get the same
   * answer (no way to probe who has an account), and no mail.
   */
  requestPasswordReset(
    email: string,
    clientKey: string,
    resetUrl: (token: string) => string,
  ): Promise<"sent" | "too-many-requests">;
  /** Whether a mailed link is still good, without using it (pages show it on GET; only a POST acts). */
  isTokenValid(token: string, purpose: TokenPurpose): Promise<boolean>;
  isResetTokenValid(token: string): Promise<boolean>;
  /**
   * Sets the new password: every session ends, the account's other reset links die, the
   * owner gets a notice. Using the mailed link proves the address too (ADMIN_EMAIL is
   * promoted here, keeping this password: the proven owner just chose it).
   */
  resetPassword(token: string, password: string): Promise<"changed" | "invalid-link" | "admin-password-too-short">;
  /** The verification page's GET: which form it shows (see verifyProofOf). */
  verifyProof(token: string, currentSession: string | null): Promise<VerifyProof>;
  /**
   * The verification link, used by its page's POST: `promoted` when this made ADMIN_EMAIL
   * admin. The mail proves only that the presser reads the address; that the address is
   * this account's also needs its owner (verifyProof): a live session of the account
   * (`currentSession`) or its password, checked and throttled as on 'Hesabım'. Until
   * then the link stays usable and nothing changes.
   */
  verifyEmail(
    token: string,
    proof?: { currentSession?: string | null; password?: string | null },
  ): Promise<{ ok: true; user: ProvenUser } | { ok: false; code: VerifyError }>;
  checkCurrentPassword: AuthCommon["checkCurrentPassword"];
  /**
   * 'Hesabım' → 'Şifreyi değiştir': the current password first; then every other
   * session ends (this browser's stays), reset links die, and the owner is told.
   */
  changePassword(
    user: SessionUser,
    input: PasswordChangeInput,
    currentSession: string | null,
  ): Promise<
    "changed" | "wrong-password" | "too-many-requests" | "no-password" | "admin-password-too-short" | "class-pupil"
  >;
  /**
   * 'Hesabım' → 'E-posta adresini değiştir': nothing changes yet; a link goes to the
   * new address (only the latest link works) and its owner's button makes the change.
   * An account without a password signs in with Google, whose address it keeps.
   */
  requestEmailChange(
    user: SessionUser,
    input: EmailChangeInput,
    linkUrl: (token: string) => string,
  ): Promise<
    | "sent"
    | "same-address"
    | "admin-address"
    | "email-in-use"
    | "wrong-password"
    | "too-many-requests"
    | "no-password"
    | "user-disabled"
    | "class-pupil"
  >;
  /**
   * The new address's link, used by its page's POST: the account moves to the address
   * its owner just proved, every session but the clicking browser's (if it is this
   * account's) ends, every other pending link dies, the Google link goes (it was
   * Google's proof of the old address: a Google account, perhaps someone else's, must not
   * keep opening an account that now belongs to another address), and the old address is
   * told. A link to ADMIN_EMAIL (asked for before requests to it were refused, or before
   * ADMIN_EMAIL was set) moves nothing. A disabled account does not move: the link may
   * have been asked for before the admin disabled it.
   */
  confirmEmailChange(
    token: string,
    currentSession: string | null,
  ): Promise<
    | { ok: true; user: ProvenUser }
    | { ok: false; code: "invalid-link" | "admin-address" | "email-in-use" | "user-disabled" }
  >;
}

/** `userForSession`: sign-in's, for the verification link pressed in the account's own browser. */
export function createMailedProofs(
  common: AuthCommon,
  userForSession: (token: string) => Promise<SessionUser | null>,
): MailedProofs {
  const { db, tokens } = common;
  return {
    requestPasswordReset: (email, clientKey, resetUrl) => requestPasswordReset(common, email, clientKey, resetUrl),
    isTokenValid: tokens.isTokenValid,
    isResetTokenValid: (token) => tokens.isTokenValid(token, "reset"),
    resetPassword: (token, password) => resetPassword(common, token, password),
    verifyProof: async (token, currentSession) =>
      (await verifyProofOf(common, userForSession, token, currentSession)).state,
    async verifyEmail(token, proof = {}) {
      const { state, userId } = await verifyProofOf(common, userForSession, token, proof.currentSession ?? null);
      if (state === "invalid" || userId === null) return { ok: false, code: "invalid-link" };
      if (state === "password") {
        if (!proof.password) return { ok: false, code: "password-needed" };
        const checked = await common.checkCurrentPassword(userId, proof.password);
        if (!checked.ok) return { ok: false, code: checked.code === "no-password" ? "password-needed" : checked.code };
      }
      const row = await tokens.consumeToken(token, "verify");
      if (!row?.userId) return { ok: false, code: "invalid-link" };
      const holder = row.userId;
      return { ok: true, user: await db.transaction((tx) => common.markVerified(tx, holder)) };
    },
    checkCurrentPassword: common.checkCurrentPassword,
    async changePassword(user, input, currentSession) {
      if (isClassPupil(user)) return "class-pupil";
      const checked = await common.checkCurrentPassword(user.id, input.currentPassword);
      if (!checked.ok) return checked.code;
      if (checked.user.role === "admin" && adminPasswordProblem(input.password)) return "admin-password-too-short";
      const passwordHash = await hashPassword(input.password);
      await db.transaction((tx) =>
        common.replacePassword(tx, checked.user, passwordHash, {
          keepSession: currentSession,
          mailText: tr.myAccount.passwordMailText,
        }),
      );
      return "changed";
    },
    requestEmailChange: (user, input, linkUrl) => requestEmailChange(common, user, input, linkUrl),
    confirmEmailChange: (token, currentSession) => confirmEmailChange(common, token, currentSession),
  };
}

/** MailedProofs.requestPasswordReset. */
async function requestPasswordReset(
  { db, limiter, tokens, findUser }: AuthCommon,
  email: string,
  clientKey: string,
  resetUrl: (token: string) => string,
): Promise<"sent" | "too-many-requests"> {
  const addressOk = await limiter.hit(`reset:address:${clientKey}`, RATE_LIMITS.resetPerAddress);
  const accountOk = await limiter.hit(addressLimitKeys.resetPerAccount(email), RATE_LIMITS.resetPerAccount);
  if (!addressOk || !accountOk) return "too-many-requests";
  const user = await findUser(email);
  if (!user || user.disabledAt) return "sent";
  await db.transaction(async (tx) => {
    const token = await tokens.issueToken("reset", user.id, tx);
    await enqueueMail(tx, {
      to: addressOf(user),
      subject: "Merdiven şifre sıfırlama",
      text: `Merhaba,\n\nŞifrenizi sıfırlamak için bu bağlantıyı açın (bir saat geçerlidir, bir kez kullanılabilir):\n\n${resetUrl(token)}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.\n\nMerdiven`,
    });
  });
  return "sent";
}

/** MailedProofs.resetPassword. */
async function resetPassword(
  common: AuthCommon,
  token: string,
  password: string,
): Promise<"changed" | "invalid-link" | "admin-password-too-short"> {
  const { db, adminEmail } = common;
  // An admin's account (or ADMIN_EMAIL's, which the link promotes) needs an admin's password;
  // a too short one leaves the link usable for a second try.
  const [holder] = await db
    .select({ email: users.email, role: users.role })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, "reset")))
    .limit(1);
  if (holder && (holder.role === "admin" || holder.email === adminEmail) && adminPasswordProblem(password))
    return "admin-password-too-short";
  const row = await common.tokens.consumeToken(token, "reset");
  if (!row?.userId) return "invalid-link";
  const userId = row.userId;
  const passwordHash = await hashPassword(password);
  let email = "";
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    await common.replacePassword(tx, user, passwordHash);
    await common.markVerified(tx, userId, { passwordSetByProof: true });
    email = addressOf(user);
  });
  await common.clearLoginThrottle(email);
  return "changed";
}

/**
 * Whether pressing the verification link's button is proof enough that the address is
 * the account's (docs/decisions/0059). The mail reaches the address's owner, but anyone
 * may have signed up with that address and chosen the password: proving it for such an
 * account would hand him what is kept under the address (export, deletion). So the
 * presser must be the account's owner too: a live session of the very account (signed
 * up and opened the mail on the same device), else its password ("password"). Needing
 * nothing more: ADMIN_EMAIL (its proof closes every earlier way in, closeEarlierWaysIn),
 * an account without a password (only Google made it) and one already proven.
 */
async function verifyProofOf(
  { db, tokens, isAdminAddress }: AuthCommon,
  userForSession: (token: string) => Promise<SessionUser | null>,
  token: string,
  currentSession: string | null,
): Promise<{ state: VerifyProof; userId: number | null }> {
  const userId = await tokens.tokenHolder(token, "verify");
  const [user] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { state: "invalid", userId: null };
  if (isAdminAddress(user.email) || !user.passwordHash || addressIsProven(user))
    return { state: "ready", userId: user.id };
  const sessionUser = currentSession ? await userForSession(currentSession) : null;
  return { state: sessionUser?.id === user.id ? "ready" : "password", userId: user.id };
}

/** MailedProofs.requestEmailChange. */
async function requestEmailChange(
  { db, limiter, tokens, findUser, isAdminMailbox, checkCurrentPassword }: AuthCommon,
  user: SessionUser,
  input: EmailChangeInput,
  linkUrl: (token: string) => string,
): ReturnType<MailedProofs["requestEmailChange"]> {
  // A class pupil has no address to move: its teacher made the account.
  if (isClassPupil(user)) return "class-pupil";
  if (input.email === user.email) return "same-address";
  const checked = await checkCurrentPassword(user.id, input.currentPassword);
  if (!checked.ok) return checked.code;
  if (checked.user.disabledAt) return "user-disabled";
  // The admin address is never moved to: whoever holds the account (its password, its
  // Google link) would hold an admin account once the address's owner pressed a button
  // in a mail. The admin account is made with the address itself (sign-up, Google, /kurulum).
  if (isAdminMailbox(input.email)) return "admin-address";
  if (await findUser(input.email)) return "email-in-use";
  if (!(await limiter.hit(accountLimitKey("account:mail", user.id), RATE_LIMITS.accountMailsPerAccount)))
    return "too-many-requests";
  await db.transaction(async (tx) => {
    await tokens.voidTokens(tx, user.id, "email");
    const token = await tokens.issueToken("email", user.id, tx, input.email);
    await enqueueMail(tx, {
      to: input.email,
      subject: tr.myAccount.emailMailSubject,
      text: tr.myAccount.emailMailText(linkUrl(token)),
    });
  });
  return "sent";
}

/** MailedProofs.confirmEmailChange. */
async function confirmEmailChange(
  { db, tokens, findUser, isAdminMailbox, markVerified }: AuthCommon,
  token: string,
  currentSession: string | null,
): ReturnType<MailedProofs["confirmEmailChange"]> {
  const row = await tokens.consumeToken(token, "email");
  if (!row?.userId || !row.newEmail) return { ok: false, code: "invalid-link" };
  const { userId, newEmail } = row;
  if (isAdminMailbox(newEmail)) return { ok: false, code: "admin-address" };
  if (await findUser(newEmail)) return { ok: false, code: "email-in-use" };
  const user = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!before || before.disabledAt) return null;
    await tx
      .update(users)
      .set({ email: newEmail, emailVerifiedAt: sql`now()`, googleSubject: null })
      .where(eq(users.id, userId));
    const [own] = currentSession
      ? await tx
          .select({ id: sessions.idHash })
          .from(sessions)
          .where(and(eq(sessions.idHash, hashToken(currentSession)), eq(sessions.userId, userId)))
      : [];
    await endAccountSessions(tx, userId, own ? currentSession : null);
    // Reset links went to the old address; they die with it, and so does every other pending link.
    await voidAccountLinks(tx, userId);
    await enqueueMail(tx, {
      to: addressOf(before),
      subject: tr.myAccount.oldAddressMailSubject,
      text: tr.myAccount.oldAddressMailText(newEmail),
    });
    return markVerified(tx, userId);
  });
  return user ? { ok: true, user } : { ok: false, code: "user-disabled" };
}
