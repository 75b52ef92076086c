import { describe, expect, it } from "vitest";
import { clientAddress } from "#server/http/app.ts";
import { addressKey, clientKey } from "#server/http/client-address.ts";
import { routeLabel } from "#server/http/operations.ts";

describe("client address for rate limits", () => {
  it("ignores X-Forwarded-For when no proxy is trusted (no spoofing)", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
  });
  it("takes the address the trusted proxy saw", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", 1)).toBe("198.51.100.7");
    // A pupil cannot prepend a fake address: only the hop the proxy added counts.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.3", "1.2.3.4, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
  });
});

describe("metric route labels", () => {
  it("stay few whatever the URL", () => {
    expect(routeLabel("/classes/7/123-friendship")).toBe("/classes/:grade/:entry");
    expect(routeLabel("/classes/7")).toBe("/classes/:grade");
    expect(routeLabel("/kelimeler")).toBe("/kelimeler");
    expect(routeLabel("/api/v1/contents/55")).toBe("/api/v1/contents/:id");
    expect(routeLabel("/blog/anything")).toBe("/blog/:slug");
    expect(routeLabel("/random/path/here")).toBe("other");
  });
});

describe("the key every per-address limit counts under", () => {
  it("is an IPv4 address as it is, an IPv6 address's /64, a mapped IPv4 as its IPv4", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("2001:db8::5", undefined, 0)).toBe(clientKey("2001:db8::9", undefined, 0));
  });
});
