import type { Db } from "#server/db/client.ts";
import type { Role, UserRow } from "#server/db/schema.ts";

/** How recent a sign-in must be to stand in for the password of an account that has none (Google only). */
export const FRESH_SIGN_IN_MINUTES = 10;

/** What pages know of the signed-in user. */
export interface SessionUser {
  id: number;
  /** Null for a class pupil, who has no address. */
  email: string | null;
  role: Role;
  /** A class pupil's name in the class (class_members.display_name), shown where others see an address; absent otherwise. */
  name?: string | null;
}

/** A class pupil's account: no address, so nothing that needs one (a mail, a password, a Google link) is for it. */
export const isClassPupil = (user: { email: string | null }): boolean => user.email === null;

export type LoginError = "user-not-found" | "wrong-password" | "user-disabled" | "too-many-requests";
export type SignupError = "email-already-in-use" | "too-many-requests" | "operation-not-allowed";
export type GoogleError = "account-exists-with-different-credential" | "user-disabled" | "unverified-email";
/** Why the verification link's button proved nothing (docs/decisions/0059). */
export type VerifyError = "invalid-link" | "password-needed" | "wrong-password" | "too-many-requests";
/**
 * What the verification page needs before its button: "ready" when pressing it is proof
 * enough, "password" when the presser must show they own the account, "invalid" for a dead link.
 */
export type VerifyProof = "ready" | "password" | "invalid";
export type Result<E> = { ok: true; user: SessionUser } | { ok: false; code: E };
/** An admin made by the command line or the setup page; `existed`: the address already had an account. */
export type AdminResult = SessionUser & { existed: boolean };
/** A signed-in user whose proof of the address may just have made the account admin. */
export type ProvenUser = SessionUser & { promoted: boolean };

/** A sign-in checked against the account as it was, which changed (e.g. became admin) before its session was stored. */
export class SessionRefusedError extends Error {
  constructor() {
    super("the account changed while signing in; no session was created");
  }
}

/** A query runner: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AuthOptions {
  adminEmail?: string;
  /** Set SIGNUPS=closed to stop new password accounts (docs/product.md's operation-not-allowed). */
  signupsOpen?: boolean;
}

export const toSessionUser = (u: Pick<UserRow, "id" | "email" | "role">): SessionUser => ({
  id: u.id,
  email: u.email,
  role: u.role,
});
