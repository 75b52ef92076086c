/**
 * The PDF viewer's arithmetic, kept pure so it can be tested without a browser.
 * Zoom 1 (100 %) shows a page at its printed size: 72 PDF points are 96 CSS pixels.
 */
export const CSS_PX_PER_PT = 96 / 72;
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];
/** A cheap phone runs out of memory long before the browser's canvas limit: ~32 MB a page. */
export const MAX_CANVAS_PIXELS = 8_000_000;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 0.001) ?? MAX_ZOOM;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.001) ?? MIN_ZOOM;
}

/**
 * The zoom at which a page `pageWidthPt` wide fills `availableWidth` CSS pixels.
 * Not held to the zoom steps: on the narrowest phone an A4 page needs about 34 %.
 */
export function fitWidthZoom(availableWidth: number, pageWidthPt: number): number {
  if (availableWidth <= 0 || pageWidthPt <= 0) return 1;
  return Math.min(MAX_ZOOM, Math.max(0.1, availableWidth / (pageWidthPt * CSS_PX_PER_PT)));
}

/** A page's size on screen, in whole CSS pixels. */
export function pageBox(sizePt: { width: number; height: number }, zoom: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.floor(sizePt.width * CSS_PX_PER_PT * zoom)),
    height: Math.max(1, Math.floor(sizePt.height * CSS_PX_PER_PT * zoom)),
  };
}

/** Device pixels per CSS pixel for a page's canvas: sharp on good screens, capped for memory. */
export function outputScale(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const wanted = Math.min(Math.max(devicePixelRatio || 1, 1), 3);
  const cap = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight));
  return Math.min(wanted, cap);
}

/**
 * The page a pupil is reading: the last page whose top edge is above `line` (a
 * line across the screen), given each page's top edge in the same coordinates.
 */
export function pageAtLine(pageTops: readonly number[], line: number): number {
  let page = 1;
  for (let i = 0; i < pageTops.length; i++) {
    if (pageTops[i] <= line) page = i + 1;
    else break;
  }
  return page;
}

export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, total));
}
