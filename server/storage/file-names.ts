import { randomBytes } from "node:crypto";
import { slugify } from "#core/text.ts";

/**
 * A server-made file name: {slug}-{random id}.{ext} (docs/product.md: name plus random
 * id). Nothing the user typed reaches a path or a bucket key except through slugify.
 */
export function storedFileName(title: string, ext: string): string {
  return `${slugify(title, 40) || "dosya"}-${randomBytes(4).toString("hex")}.${ext}`;
}
