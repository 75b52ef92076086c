/**
 * The home page's paging counter (docs/product.md): pages 1 to 8. docs/product.md lets
 * "previous" drop to 0; a page 0 shows nothing, so we keep the floor at 1.
 */
export const FIRST_PAGE = 1;
export const MAX_PAGE = 8;

export function clampPage(n: number): number {
  if (!Number.isFinite(n)) return FIRST_PAGE;
  return Math.min(MAX_PAGE, Math.max(FIRST_PAGE, Math.trunc(n)));
}

export function nextPage(current: number): number {
  return clampPage(current + 1);
}

export function previousPage(current: number): number {
  return clampPage(current - 1);
}

export function parsePage(raw: string | null | undefined): number {
  return raw && /^\d+$/.test(raw) ? clampPage(Number(raw)) : FIRST_PAGE;
}
