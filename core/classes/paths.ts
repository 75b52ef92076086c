/**
 * The classroom's addresses, for pages and the server alike. Kept apart from core/classes/forms.ts's
 * schemas: a page that only links to a class must not bring zod to the browser (the first-load
 * JavaScript line, docs/performance.md).
 */
export const JOIN_PATH = "/katil";
export const CLASSES_PATH = "/sinifim";
export const classPath = (id: number) => `${CLASSES_PATH}/${id}`;
/** The class's deneme pages (decision 0123; the rest of their addresses: core/deneme/report-paths.ts). */
export const classDenemesPath = (id: number) => `${classPath(id)}/deneme`;

/**
 * A class link's token (docs/decisions/0090): the class id and a keyed hash of the id and the
 * class's current code, in the query as `k`. It opens the class's pages without a lookup by code,
 * so nothing is spent; a new code kills every link made before it.
 */
export const CLASS_LINK_PARAM = "k";
const withLink = (path: string, token: string | null | undefined, join = "?") =>
  token ? `${path}${join}${CLASS_LINK_PARAM}=${token}` : path;

export const joinUrlPath = (code: string, token?: string | null) => withLink(`${JOIN_PATH}?kod=${code}`, token, "&");

/**
 * A class's picture sign-in (docs/decisions/0067, 0090): `/sinif` is the 'Sınıf koduyla gir' form
 * (its post looks the code up), `/sinif/{kod}` the class's name list with a class link's token (the
 * form, the code filled in, without one), `/sinif/{kod}/{id}` one pupil's pictures.
 */
export const CLASS_SIGN_IN_PATH = "/sinif";
export const classSignInPath = (code: string, token?: string | null) =>
  withLink(`${CLASS_SIGN_IN_PATH}/${code}`, token);
export const pupilSignInPath = (code: string, pupilId: number, token?: string | null) =>
  withLink(`${CLASS_SIGN_IN_PATH}/${code}/${pupilId}`, token);

/** A class link's token as it came in a query or a form, or null when it cannot be one (its length first). */
export function readLinkToken(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 40) return null;
  return /^[1-9]\d{0,9}\.[\w-]{22}$/.test(raw) ? raw : null;
}

export const classCardsPath = (id: number) => `${classPath(id)}/kartlar`;
/** The confirmation of removing one member of the class (a class pupil's account goes with it). */
export const memberRemovePath = (id: number, userId: number) => `${classPath(id)}/ogrenci/${userId}/sil`;
export const classLetterPath = (id: number) => `${classPath(id)}/veli-mektubu`;
