import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionCookie } from "../../server/auth/session-cookie";
import { dataSaverCookie } from "../../server/http/data-saver-cookie";
import { setToast } from "../../server/http/toast-cookie";

/** Every cookie the site sets, for an answer to `url`. */
async function cookiesFor(url: string): Promise<string[]> {
  return [sessionCookie("x".repeat(43), url), dataSaverCookie("acik", url), await setToast("success", "Tamam", url)];
}

describe("one rule for every cookie's Secure flag", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is Secure over https and on any host but a developer's own machine in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    for (const url of ["https://merdiven.example/login", "http://merdiven.example/login", "https://localhost/"]) {
      for (const cookie of await cookiesFor(url)) expect(cookie, `${url}: ${cookie}`).toMatch(/; Secure/i);
    }
    for (const cookie of await cookiesFor("http://127.0.0.1:3000/login")) expect(cookie).not.toMatch(/; Secure/i);
  });

  it("is HttpOnly and SameSite=Lax everywhere", async () => {
    for (const cookie of await cookiesFor("https://merdiven.example/")) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
  });
});
