/** The classroom's limits, for the forms' attributes and the server's checks (no zod here: core/classes/paths.ts says why). */
export const TEACHER_LIMITS = { name: 100, school: 120, city: 60 } as const;
export const CLASS_NAME_MAX = 60;
export const DISPLAY_NAME_MAX = 40;
/** A teacher's classes at most (each holds a code out of the shared space). */
export const MAX_CLASSES_PER_TEACHER = 50;

/** Pupils without an address in one class at most (the form and the API refuse the 41st). */
export const MAX_CLASS_PUPILS = 40;
/** A pupil's first name: 1-30 letters (with single spaces or hyphens between parts: "Ayşe Nur"). */
export const PUPIL_NAME_MAX = 30;
/** The pasted text at most, read before anything else: 40 lines of 30 letters and a line break, and room for blank lines. */
export const PUPIL_NAMES_TEXT_MAX = MAX_CLASS_PUPILS * (PUPIL_NAME_MAX + 2) + 200;
