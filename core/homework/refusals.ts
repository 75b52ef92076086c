/**
 * Why homework is refused, named once for every door (docs/decisions/0095): the page's form
 * and the JSON API read the same code here, and say the same words with the same status.
 */
import { trCommon } from "#core/messages/common.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";

/** Why the service refused an item, as the form's field (or the form) shows it. */
export const ASSIGN_REFUSED = {
  "no-entry": { field: "contentId", message: trHomeworkForm.entryUnknown },
  "kind-not-offered": { field: "kind", message: trHomeworkForm.kindNotOffered },
  "pupils-invalid": { field: "pupils", message: trHomeworkForm.pupilsInvalid },
  "too-many": { field: null, message: trHomeworkForm.tooMany },
} as const;

/** A refused try or 'Okudum, bitti': the API's code and status, and the words both doors say. */
export interface TryRefusal {
  status: 404 | 409 | 429;
  code: string;
  message: string;
}

/**
 * Every refusal of a pupil's answer. Not the pupil's item, or not of the kind answered: 404,
 * as if there were none. Past the pupil's limit of tries (RATE_LIMITS.homeworkTriesPerAccount):
 * 429, and the device keeps the try to send later. No tries left, the quiz changed since the
 * page was drawn, an entry to read not opened yet: 409, for good.
 */
export const TRY_REFUSED = {
  "not-found": { status: 404, code: "not-found", message: trCommon.notFound },
  "not-quiz": { status: 404, code: "not-found", message: trCommon.notFound },
  "too-many": { status: 429, code: "too-many-requests", message: trHomeworkPupil.tooManyTries },
  "no-tries": { status: 409, code: "no-tries", message: trHomeworkPupil.noTriesLeft },
  changed: { status: 409, code: "changed", message: trHomeworkPupil.quizChanged },
  "not-opened": { status: 409, code: "not-opened", message: trHomeworkPupil.readFirst },
} as const satisfies Record<string, TryRefusal>;

export type TryRefusedCode = keyof typeof TRY_REFUSED;
