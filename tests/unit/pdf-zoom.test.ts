import { describe, expect, it } from "vitest";
import {
  clampPage,
  fitWidthZoom,
  MAX_CANVAS_PIXELS,
  MAX_ZOOM,
  MIN_ZOOM,
  outputScale,
  pageAtLine,
  pageBox,
  zoomIn,
  zoomOut,
} from "#app/components/viewers/pdf-zoom.ts";

const A4 = { width: 595.28, height: 841.89 };

describe("PDF zoom", () => {
  it("steps in and out through fixed levels and stops at the ends", () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomIn(1.37)).toBe(1.5);
    expect(zoomOut(1.37)).toBe(1.25);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it("fits an A4 page to a phone's width and to a desktop column", () => {
    for (const width of [272, 344, 1104]) {
      const zoom = fitWidthZoom(width, A4.width);
      expect(pageBox(A4, zoom).width).toBeLessThanOrEqual(width);
      expect(pageBox(A4, zoom).width).toBeGreaterThanOrEqual(width - 1);
    }
    expect(fitWidthZoom(794, A4.width)).toBeCloseTo(1, 2);
    expect(fitWidthZoom(0, A4.width)).toBe(1);
    expect(fitWidthZoom(100_000, A4.width)).toBe(MAX_ZOOM);
  });

  it("sizes a page box in CSS pixels (96 per inch)", () => {
    expect(pageBox(A4, 1)).toEqual({ width: 793, height: 1122 });
    expect(pageBox(A4, 2)).toEqual({ width: 1587, height: 2245 });
  });

  it("draws sharp on dense screens but caps a canvas's memory", () => {
    expect(outputScale(400, 565, 2)).toBe(2);
    expect(outputScale(400, 565, 0)).toBe(1);
    const big = outputScale(3175, 4490, 3);
    expect(3175 * 4490 * big * big).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
  });
});

describe("current page", () => {
  it("is the last page whose top is above the reading line", () => {
    expect(pageAtLine([100, 1300, 2500], 400)).toBe(1);
    expect(pageAtLine([-900, 300, 1500], 400)).toBe(2);
    expect(pageAtLine([-3000, -1800, -600], 400)).toBe(3);
    expect(pageAtLine([], 400)).toBe(1);
  });

  it("keeps a typed page number inside the document", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.6, 5)).toBe(3);
  });
});
