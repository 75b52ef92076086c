import { Hono } from "hono";
import sharp from "sharp";
import { parseEntryId, type ContentEntry } from "#core/content.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { gradeLabel } from "#core/grades.ts";
import { THEME_COLOR } from "#core/web-manifest.ts";
import type { ContentService } from "#server/content/content-service.ts";
import { xmlText } from "./xml";

/** Open Graph's recommended size: what WhatsApp, Telegram and search engines show best. */
export const OG_CARD = { width: 1200, height: 630 } as const;
/** Cards made lately, so a shared link opened by many previews is drawn once. */
const KEPT_CARDS = 200;

/** Splits a title into at most `lines` lines of at most `width` characters; what does not fit ends in an ellipsis. */
export function wrapTitle(text: string, width: number, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = "";
  let used = 0;
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
      if (out.length === lines) break;
    }
    used++;
  }
  if (out.length < lines && line) out.push(line);
  const cut = out.length === lines && used < words.length;
  return out.map((l, i) => (l.length > width || (cut && i === lines - 1) ? `${l.slice(0, width - 1).trimEnd()}…` : l));
}

/** The card of an entry with no picture of its own: grade and type, the English title, the Turkish one. */
export function cardSvg(entry: Pick<ContentEntry, "sinif" | "icerikTuru" | "konuIng" | "konuTr">): string {
  const english = wrapTitle(entry.konuIng, 30, 2);
  const turkish = wrapTitle(entry.konuTr, 44, 2);
  const text = (lines: string[], y: number, size: number, extra: string) =>
    lines
      .map((l, i) => `<text x="80" y="${y + i * size * 1.2}" font-size="${size}" ${extra}>${xmlText(l)}</text>`)
      .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_CARD.width}" height="${OG_CARD.height}" font-family="DejaVu Sans, sans-serif">
<rect width="100%" height="100%" fill="${THEME_COLOR}"/>
<text x="80" y="110" font-size="36" fill="#e0e7ff">${xmlText(`${gradeLabel(entry.sinif)} · ${contentTypeByCode(entry.icerikTuru).label}`)}</text>
${text(english, 250, 72, 'fill="#ffffff" font-weight="bold"')}
${text(turkish, 250 + english.length * 86 + 40, 40, 'fill="#e0e7ff"')}
<text x="80" y="570" font-size="40" fill="#ffffff" font-weight="bold">Merdiven</text>
</svg>`;
}

/**
 * /og/{id}.png: the picture shown when a pupil shares an entry's link. Drawn from
 * the entry's titles on our own server (never a third-party image); a missing id
 * is a 404, and the few cards drawn lately are kept so previews cost one drawing.
 */
export function ogCardRoutes(content: ContentService) {
  const app = new Hono();
  const kept = new Map<string, Buffer>();
  app.get("/og/:file{[^/]+\\.png}", async (c) => {
    // The entry id by the one rule of core/content.ts; anything else is no card.
    const id = parseEntryId(c.req.param("file").slice(0, -".png".length));
    const entry = id === null ? null : await content.getById(id);
    if (!entry) return c.notFound();
    const svg = cardSvg(entry);
    let png = kept.get(svg);
    if (!png) {
      png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
      if (kept.size >= KEPT_CARDS) kept.delete(kept.keys().next().value!);
      kept.set(svg, png);
    }
    return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
  });
  return app;
}
