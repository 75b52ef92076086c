import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./paint-first";

/**
 * The page's script tags as the browser must not act on them yet: module preloads
 * and module scripts renamed (app/lib/paint-first.ts puts them back after the first
 * paint). Only tags React rendered can match: text and data in the page have their
 * quotes escaped. A held script is a data block, which HTML forbids `async` on: it is
 * dropped (the live copy is inserted by a script, so it runs as soon as it can anyway).
 */
export function holdScripts(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload"', `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(/(<script\b[^>]*?) type="module"(?: async="")?/g, `$1 type="${HELD_MODULE_TYPE}"`);
}

/**
 * holdScripts over React's HTML stream. A tag cut in two by a chunk boundary is
 * kept back until its end arrives, and so is a character cut in two.
 */
export function holdScriptsInStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      const lastTag = text.lastIndexOf("<");
      const open = lastTag !== -1 && text.indexOf(">", lastTag) === -1;
      pending = open ? text.slice(lastTag) : "";
      done(null, holdScripts(open ? text.slice(0, lastTag) : text));
    },
    flush(done) {
      done(null, holdScripts(pending + decoder.end()));
    },
  });
}
