/**
 * Writes the site icons from one ladder mark (brand indigo #4338ca, amber #f59e0b accent):
 *   public/favicon.svg, public/icons/icon-192.png, icon-512.png,
 *   public/icons/icon-maskable-512.png (full-bleed, mark inside the 80% safe zone),
 *   public/apple-touch-icon.png (180×180, full-bleed; iOS rounds the corners itself),
 *   public/og-card.png (1200×630, the picture of a shared link to a page without one of its own).
 *
 *   npx tsx scripts/make-icons.ts
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");

const INDIGO = "#4338ca";
const AMBER = "#f59e0b";

/** The ladder on a 64×64 grid: two slanted white rails, white rungs, an amber top rung behind the rails. */
const LADDER =
  `<g fill="none" stroke-linecap="round" stroke-width="5">` +
  `<path stroke="${AMBER}" d="M25.4 14h19"/>` +
  `<path stroke="#fff" d="M19 55 26 10M38 55 45 10M20.7 44h19M22.3 34h19M23.8 24h19"/></g>`;

/** Rounded tile (favicon, PWA "any" icons). */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${INDIGO}"/>${LADDER}</svg>\n`;

/** Full-bleed square with the mark scaled down to `scale` of the size, centred. */
function fullBleed(scale: number): string {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${INDIGO}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${LADDER}</g></svg>`;
}

async function png(svg: string, size: number, file: string): Promise<void> {
  const out = path.join(publicDir, file);
  await fs.mkdir(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  const { size: bytes } = await fs.stat(out);
  console.log(`public/${file}  ${size}×${size}  ${(bytes / 1024).toFixed(1)} KB`);
}

/** The site's share card: the mark, the name and what the site is, on the brand colour. */
const SHARE_CARD = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" font-family="DejaVu Sans, sans-serif">
<rect width="1200" height="630" fill="${INDIGO}"/>
<g transform="translate(80 150) scale(5)">${LADDER}</g>
<text x="460" y="300" font-size="96" font-weight="bold" fill="#fff">Merdiven</text>
<text x="460" y="380" font-size="40" fill="#e0e7ff">2-12. sınıflar için İngilizce</text>
<text x="460" y="440" font-size="40" fill="#e0e7ff">müfredata uygun ders içerikleri</text>
</svg>`;

async function main(): Promise<void> {
  await fs.writeFile(path.join(publicDir, "favicon.svg"), FAVICON);
  console.log(`public/favicon.svg  ${Buffer.byteLength(FAVICON)} B`);
  await png(FAVICON, 192, "icons/icon-192.png");
  await png(FAVICON, 512, "icons/icon-512.png");
  // Maskable: the mark fits well inside the central 80% circle that platforms may keep.
  await png(fullBleed(0.78), 512, "icons/icon-maskable-512.png");
  await png(fullBleed(0.86), 180, "apple-touch-icon.png");
  await sharp(Buffer.from(SHARE_CARD))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, "og-card.png"));
  console.log(
    `public/og-card.png  1200×630  ${((await fs.stat(path.join(publicDir, "og-card.png"))).size / 1024).toFixed(1)} KB`,
  );
}

await main();
