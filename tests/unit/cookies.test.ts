import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { cookieIsSecure, sessionCookie } from "#server/auth/session-cookie.ts";
import { dataSaverCookie } from "#server/http/data-saver-cookie.ts";
import { setToast } from "#server/http/toast-cookie.ts";

/** Every cookie the site sets, for an answer to `url` under `settings`. */
async function cookiesFor(url: string, settings: Record<string, string>): Promise<string[]> {
  const secure = cookieIsSecure(url, loadConfig({ LOG_LEVEL: "silent", ...settings }));
  return [
    sessionCookie("x".repeat(43), secure),
    dataSaverCookie("acik", secure),
    await setToast("success", "Tamam", secure),
  ];
}

describe("one rule for every cookie's Secure flag", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is Secure over https and on any host but a developer's own machine in production", async () => {
    for (const url of ["https://merdiven.example/login", "http://merdiven.example/login", "https://localhost/"]) {
      for (const cookie of await cookiesFor(url, { NODE_ENV: "production" }))
        expect(cookie, `${url}: ${cookie}`).toMatch(/; Secure/i);
    }
    for (const cookie of await cookiesFor("http://127.0.0.1:3000/login", { NODE_ENV: "production" }))
      expect(cookie).not.toMatch(/; Secure/i);
  });

  it("takes production from the settings (server/config.ts), not from the process's environment", async () => {
    vi.stubEnv("NODE_ENV", "production");
    for (const cookie of await cookiesFor("http://merdiven.example/login", { NODE_ENV: "development" }))
      expect(cookie).not.toMatch(/; Secure/i);
    vi.stubEnv("NODE_ENV", "development");
    for (const cookie of await cookiesFor("http://merdiven.example/login", { NODE_ENV: "production" }))
      expect(cookie).toMatch(/; Secure/i);
    expect(
      cookieIsSecure("https://merdiven.example/", loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "development" })),
    ).toBe(true);
  });

  it("is HttpOnly and SameSite=Lax everywhere", async () => {
    for (const cookie of await cookiesFor("https://merdiven.example/", {})) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
  });
});
