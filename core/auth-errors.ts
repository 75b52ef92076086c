import { trGoogle } from "./messages/google";
import { trLogin } from "./messages/login";
import { trSignup } from "./messages/signup";

/** docs/product.md's error codes, each with its Turkish message (one place for both sides). */
export const LOGIN_ERRORS = {
  "user-not-found": trLogin.userNotFound,
  "wrong-password": trLogin.wrongPassword,
  "invalid-email": trLogin.invalidEmail,
  "user-disabled": trLogin.userDisabled,
  "too-many-requests": trLogin.tooManyRequests,
} as const;

export const SIGNUP_ERRORS = {
  "email-already-in-use": trSignup.emailInUse,
  "weak-password": trSignup.weakPassword,
  "invalid-email": trSignup.invalidEmail,
  "operation-not-allowed": trSignup.operationNotAllowed,
  "too-many-requests": trLogin.tooManyRequests,
} as const;

export const GOOGLE_ERRORS = {
  "popup-closed-by-user": trGoogle.popupClosed,
  "popup-blocked": trGoogle.popupBlocked,
  "cancelled-popup-request": trGoogle.cancelledPopup,
  "account-exists-with-different-credential": trGoogle.accountExists,
  "user-disabled": trLogin.userDisabled,
  "not-configured": trGoogle.notConfigured,
} as const;

export function googleErrorMessage(code: string): string {
  return (GOOGLE_ERRORS as Record<string, string>)[code] ?? trGoogle.generic;
}
