import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

describe("settings", () => {
  it("take an empty variable as unset, for every setting", () => {
    const config = loadConfig({
      PORT: "",
      HOST: "",
      PUBLIC_URL: "",
      BUILD_DIR: "",
      LOG_LEVEL: "",
      DATABASE_URL: "",
      S3_BUCKET: "",
      METRICS_TOKEN: "",
    });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      BUILD_DIR: "build",
      LOG_LEVEL: "info",
      siteUrl: "http://localhost:3000",
    });
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it("make the site's address from PUBLIC_URL, else from where it listens, never from a request", () => {
    expect(loadConfig({ PUBLIC_URL: "https://merdiven.example/ignored/path" }).siteUrl).toBe(
      "https://merdiven.example",
    );
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "8080" }).siteUrl).toBe("http://127.0.0.1:8080");
    expect(loadConfig({ HOST: "::1", PORT: "8080" }).siteUrl).toBe("http://[::1]:8080");
  });

  it("list every wrong value at once", () => {
    expect(() => loadConfig({ PORT: "x", PUBLIC_URL: "ftp://a", LOG_LEVEL: "loud" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "x", PUBLIC_URL: "ftp://a", LOG_LEVEL: "loud" });
    } catch (error) {
      expect(String(error)).toMatch(/PORT[\s\S]*LOG_LEVEL[\s\S]*PUBLIC_URL|PORT[\s\S]*PUBLIC_URL[\s\S]*LOG_LEVEL/);
    }
  });

  it("refuse a production start on a shared database without TWO_STEP_KEY, naming the setting; the embedded database starts without it", () => {
    const shared = { NODE_ENV: "production", DATABASE_URL: "postgres://merdiven@db.example/merdiven" };
    expect(() => loadConfig(shared)).toThrow(ConfigError);
    expect(() => loadConfig(shared)).toThrow(/- TWO_STEP_KEY: is required in production with DATABASE_URL/);
    expect(() => loadConfig({ ...shared, TWO_STEP_KEY: "a-random-string-of-at-least-32-characters" })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "" })).not.toThrow();
  });
});
