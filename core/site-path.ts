/**
 * A path on this site taken from a form or a query (where to go back to), or null.
 * Only `/…` counts: never `//other.site`, `/\other.site` (browsers read `\` as `/`),
 * a full URL or whitespace, so a redirect to it can never leave the site.
 */
export function sitePath(raw: unknown): string | null {
  return typeof raw === "string" && raw.length <= 500 && /^\/(?![/\\])\S*$/.test(raw) ? raw : null;
}

/**
 * Pages that are personal or one-time (accounts, admin, mailed links, a pupil's own
 * marks and flashcard boxes): never kept by a shared cache nor by the service worker
 * (core/offline.ts), sent `private, no-store`, and disallowed to search engines.
 * `/x` covers `/x`, `/x/…` and `/x.…` (single fetch's `/x.data`).
 */
export const PRIVATE_PATH_PREFIXES = [
  "/admin",
  "/notekle",
  "/kurulum",
  "/sifre-sifirla",
  "/sifremi-unuttum",
  "/dogrula",
  "/logout",
  "/auth",
  "/login",
  "/signup",
  "/bulten",
  "/hesabim",
  "/eposta-degistir",
  "/hesap-sil",
  "/isaretler",
  "/alistirma",
  "/sinifim",
  "/katil",
  // A class's picture sign-in: its pupils' names are for whoever has the code, not for caches or search engines.
  "/sinif",
  // Homework: a teacher's assigning, a pupil's own list.
  "/odev-ver",
  "/odevlerim",
  // A parent's link: one family's, never kept nor indexed.
  "/veli",
];

/** Whether `path` is one of `prefixes` or under one (`/x`, `/x/…`, `/x.…`; never `/xy`). */
export function isUnderPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}.`));
}

/**
 * 'Kaydettiklerim'. Not private by its address: a visitor's copy holds no
 * marks (the list comes from the device after hydration), so it is the same page for
 * every visitor, shared by the caches and kept by the service worker, which lets a
 * visitor open their list offline (docs/decisions/0030). A signed-in pupil's copy is
 * private through the session cookie, like every page of theirs.
 */
export const SAVED_PATH = "/kaydettiklerim";
/** 'Bugünün tekrarı' (decision 0116): here, not in core/review/, so the offline rules take it without the scorer. */
export const REVIEW_PATH = "/tekrar";

/** What robots.txt keeps search engines out of: the private pages, and lists that are only ever one pupil's. */
export const NOT_FOR_SEARCH_ENGINES = [...PRIVATE_PATH_PREFIXES, SAVED_PATH];

export function isPrivatePath(path: string): boolean {
  return isUnderPrefix(path, PRIVATE_PATH_PREFIXES);
}
