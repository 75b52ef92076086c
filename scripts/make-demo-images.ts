/**
 * Renders the demo pictures (server/demo/images/grade-{2..12}-{a,b}.webp): original,
 * flat-style posters, 1200×800, with a few big English words and their Turkish
 * meanings. The output is committed; the seed only copies the files.
 *
 *   npx tsx scripts/make-demo-images.ts
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { primaryScenes } from "./demo-images/scenes-primary";
import { secondaryScenes } from "./demo-images/scenes-secondary";

const outDir = path.resolve(import.meta.dirname, "../server/demo/images");

const scenes: Record<string, () => string> = { ...primaryScenes, ...secondaryScenes };

async function main(): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  for (let grade = 2; grade <= 12; grade++) {
    for (const v of ["a", "b"] as const) {
      const scene = scenes[`${grade}-${v}`];
      if (!scene) throw new Error(`No scene for grade ${grade}${v}`);
      const svg = scene();
      const file = path.join(outDir, `grade-${grade}-${v}.webp`);
      await sharp(Buffer.from(svg)).webp({ quality: 75, effort: 6 }).toFile(file);
      const { size } = await fs.stat(file);
      console.log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KB`);
      if (size > 60 * 1024) throw new Error(`${file} is larger than 60 KB`);
    }
  }
}

await main();
