import fs from "node:fs";
import { createRequire } from "node:module";
import { addCommonPasswords } from "#core/common-passwords.ts";

/** How many of the ranked list are refused: "at least the 10,000 most common". */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The most common passwords, most common first, as data: the ranked list that
 * @zxcvbn-ts/language-common (MIT) ships as JSON, compiled from leaked-password
 * corpora. Read once; the first COMMON_PASSWORDS_REFUSED join core's short list.
 */
export function loadCommonPasswords(): number {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve("@zxcvbn-ts/language-common/src/passwords.json");
  const ranked = JSON.parse(fs.readFileSync(file, "utf8")) as string[];
  const top = ranked.slice(0, COMMON_PASSWORDS_REFUSED);
  addCommonPasswords(top);
  loaded = top.length;
  return loaded;
}
let loaded = 0;
