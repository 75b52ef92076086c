/**
 * The classroom's addresses, for pages and the server alike. Kept apart from core/classes.ts's
 * schemas: a page that only links to a class must not bring zod to the browser (the first-load
 * JavaScript line, docs/performance.md).
 */
export const JOIN_PATH = "/katil";
export const CLASSES_PATH = "/sinifim";
export const classPath = (id: number) => `${CLASSES_PATH}/${id}`;
export const joinUrlPath = (code: string) => `${JOIN_PATH}?kod=${code}`;

/** A class's picture sign-in page (docs/decisions/0067): its name list, and one pupil's pictures. */
export const CLASS_SIGN_IN_PATH = "/sinif";
export const classSignInPath = (code: string) => `${CLASS_SIGN_IN_PATH}/${code}`;
export const pupilSignInPath = (code: string, pupilId: number) => `${CLASS_SIGN_IN_PATH}/${code}/${pupilId}`;

export const classCardsPath = (id: number) => `${classPath(id)}/kartlar`;
/** The confirmation of removing one member of the class (a class pupil's account goes with it). */
export const memberRemovePath = (id: number, userId: number) => `${classPath(id)}/ogrenci/${userId}/sil`;
export const classLetterPath = (id: number) => `${classPath(id)}/veli-mektubu`;
