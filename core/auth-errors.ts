import { tr } from "./messages";

/** SPEC.md §8's error codes, each with its Turkish message (one place for both sides). */
export const LOGIN_ERRORS = {
  "user-not-found": tr.login.userNotFound,
  "wrong-password": tr.login.wrongPassword,
  "invalid-email": tr.login.invalidEmail,
  "user-disabled": tr.login.userDisabled,
  "too-many-requests": tr.login.tooManyRequests,
} as const;

export const SIGNUP_ERRORS = {
  "email-already-in-use": tr.signup.emailInUse,
  "weak-password": tr.signup.weakPassword,
  "invalid-email": tr.signup.invalidEmail,
  "operation-not-allowed": tr.signup.operationNotAllowed,
  "too-many-requests": tr.login.tooManyRequests,
} as const;

export const GOOGLE_ERRORS = {
  "popup-closed-by-user": tr.google.popupClosed,
  "popup-blocked": tr.google.popupBlocked,
  "cancelled-popup-request": tr.google.cancelledPopup,
  "account-exists-with-different-credential": tr.google.accountExists,
  "user-disabled": tr.login.userDisabled,
  "not-configured": tr.google.notConfigured,
} as const;


export function googleErrorMessage(code: string): string {
  return (GOOGLE_ERRORS as Record<string, string>)[code] ?? tr.google.generic;
}
