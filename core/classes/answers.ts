/**
 * What a class action answers, written once for the pages and the JSON door: a refusal's
 * Turkish message, the HTTP status the JSON door answers it with, and the form field it is
 * shown under on the page (none: above the form). The JSON door's `code` is the key.
 */
import { trClasses } from "#core/messages/classes.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";

export interface Refusal {
  message: string;
  status: 403 | 404 | 409 | 429;
  field: "code" | null;
}

export const CLASS_REFUSED = {
  // Joining by code (the page's /katil and POST /api/v1/classes/join).
  "unknown-code": { message: trClassJoin.codeUnknown, status: 404, field: "code" },
  locked: { message: trClassJoin.codeLocked, status: 409, field: "code" },
  "own-class": { message: trClassJoin.ownClass, status: 409, field: "code" },
  "already-member": { message: trClassJoin.alreadyMember, status: 409, field: null },
  "too-many-requests": { message: trClassJoin.joinTooMany, status: 429, field: null },
  "class-pupil": { message: trPictureLogin.classAccountRefused, status: 403, field: null },
  // A new class past MAX_CLASSES_PER_TEACHER.
  "too-many-classes": { message: trClasses.tooManyClasses, status: 409, field: null },
  // Consent or removal of an account that is not (any more) in the class.
  "not-member": { message: trClasses.memberGone, status: 404, field: null },
} as const satisfies Record<string, Refusal>;

export type ClassRefusal = keyof typeof CLASS_REFUSED;

/** The parent's consent recorded or withdrawn: the JSON door's code and the message both show. */
export const consentDone = (given: boolean) =>
  given
    ? ({ code: "consent-recorded", message: trClasses.consentRecorded } as const)
    : ({ code: "consent-withdrawn", message: trClasses.consentWithdrawn } as const);

/** A member removed: a class pupil's account deleted, or an own account out of the class. */
export const MEMBER_GONE = { deleted: trClasses.pupilRemoved, removed: trClasses.removed } as const;
