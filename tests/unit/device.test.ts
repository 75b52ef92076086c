import { describe, expect, it } from "vitest";
import { deviceLabel } from "#core/device.ts";

describe("a session's device label", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
      "Chrome, Android",
    ],
    [
      "Mozilla/5.0 (Linux; Android 12; SM-A127F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
      "Samsung Internet, Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari, iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge, Windows",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      "Chrome, ChromeOS",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox, macOS"],
  ])("names %s as %s", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  it("says nothing for an unknown or missing agent, and reads only the start of a huge one", () => {
    expect(deviceLabel("curl/8.5.0")).toBeNull();
    expect(deviceLabel(null)).toBeNull();
    expect(deviceLabel(`${"x".repeat(100_000)} Firefox/132.0`)).toBeNull();
  });
});
