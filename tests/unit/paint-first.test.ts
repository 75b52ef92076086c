import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "#app/lib/paint-first.ts";
import { holdScripts, holdScriptsInStream } from "#app/lib/paint-first.server.ts";

// The tags as React Router's <Scripts> renders them, with and without a nonce.
const page =
  '<head><link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>rel="modulepreload" yazısı &quot;metin&quot;</p><script nonce="n1">window.__ctx = {"a":"type=\\"module\\""};</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/root-B2.js";</script><script type="module">import("/assets/x.js");</script>Çalışma kâğıdı</body>';

describe("the page's scripts wait for the first paint", () => {
  it("renames module preloads and module scripts, and nothing else", () => {
    const held = holdScripts(page);
    expect(held).not.toMatch(/<link rel="modulepreload"|<script[^>]* type="module"[ >]/);
    expect(held).toContain(`<link rel="${HELD_PRELOAD_REL}" href="/assets/entry.client-A1.js"/>`);
    expect(held).toContain(`<script nonce="n1" type="${HELD_MODULE_TYPE}">import "/assets/root-B2.js";</script>`);
    expect(held).toContain(`<script type="${HELD_MODULE_TYPE}">import("/assets/x.js");</script>`);
    // The stylesheet, text that merely looks like a tag, and data in other scripts stay as they were.
    expect(held).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(held).toContain('<p>rel="modulepreload" yazısı');
    expect(held).toContain('{"a":"type=\\"module\\""}');
  });

  it("gives the same page however the stream is cut, through tags and Turkish letters alike", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 2, 3, 7, 16, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(holdScriptsInStream()));
      expect(out, `chunks of ${size} bytes`).toBe(holdScripts(page));
    }
  });
});
