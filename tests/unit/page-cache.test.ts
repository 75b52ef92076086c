import { describe, expect, it } from "vitest";
import { createPageCache } from "../../server/http/page-cache";

const page = (nonce: string, body = "Merhaba") =>
  new Response(`<html><script nonce="${nonce}">1</script>${body}</html>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("render cache for anonymous pages", () => {
  it("renders once, then answers from memory with a fresh nonce each time", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = (nonce: string) => async () => {
      renders++;
      return page(nonce);
    };
    const first = await cache.handle(new Request("http://x/kelimeler?sinif=5"), "AAA", render("AAA"));
    const second = await cache.handle(new Request("http://x/kelimeler?sinif=5"), "BBB", render("BBB"));
    expect(renders).toBe(1);
    expect(await first.text()).toContain('nonce="AAA"');
    const again = await second.text();
    expect(again).toContain('nonce="BBB"');
    expect(again).not.toContain("AAA");
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    await cache.handle(new Request("http://x/kelimeler?sinif=6"), "CCC", render("CCC"));
    expect(renders).toBe(2);
  });

  it("answers 304 to a matching ETag", async () => {
    const cache = createPageCache();
    const first = await cache.handle(new Request("http://x/"), "N1", async () => page("N1"));
    const res = await cache.handle(new Request("http://x/", { headers: { "If-None-Match": first.headers.get("ETag")! } }), "N2", async () => page("N2"));
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
  });

  it("never serves or keeps pages of signed-in visitors, flash toasts, private paths or cookies", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      return page("N");
    };
    await cache.handle(new Request("http://x/", { headers: { Cookie: "sid=abcdefghijklmnopqrstuvwxyz" } }), "N", render);
    await cache.handle(new Request("http://x/", { headers: { Cookie: "toast=x" } }), "N", render);
    await cache.handle(new Request("http://x/admin/mesajlar"), "N", render);
    await cache.handle(new Request("http://x/login"), "N", async () => {
      renders++;
      const r = page("N");
      r.headers.set("Set-Cookie", "toast=; Max-Age=0");
      return r;
    });
    expect(cache.size).toBe(0);
    expect(renders).toBe(4);
    const signedIn = await cache.handle(new Request("http://x/", { headers: { Cookie: "sid=abcdefghijklmnopqrstuvwxyz" } }), "N", render);
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("is emptied at once by a signed-in change, not by an anonymous post", async () => {
    const cache = createPageCache();
    await cache.handle(new Request("http://x/"), "N", async () => page("N"));
    cache.afterMutation(new Request("http://x/iletisim", { method: "POST" }), new Response(null, { status: 302 }));
    expect(cache.size).toBe(1);
    cache.afterMutation(new Request("http://x/notekle", { method: "POST", headers: { Cookie: "sid=abcdefghijklmnopqrstuvwxyz" } }), new Response(null, { status: 302 }));
    expect(cache.size).toBe(0);
  });
});
