/**
 * Device cookies for class pupils (docs/decisions/0092, OWASP's "slow brute force protection
 * with device cookies"): after a right picture sign-in the browser keeps a signed entry naming
 * the pupil, and a picture check from that browser for that pupil is then bounded by its own
 * small budget instead of the class's, the account's and the address's, which other clients'
 * wrong tries may have spent.
 *
 * An entry is `<pupil id>.<nonce>.<mac>`: the nonce is random (the budget's key), the mac a
 * SHA-256 HMAC of the id, the nonce and the pupil's stored picture hash, cut to 132 bits, under
 * a key derived from the site's key as the class links' (server/classes/class-link.ts). The
 * hash in the mac makes an entry die with its grant: new pictures ('Resimleri yenile') are a new
 * hash, and a removed pupil or a deleted class has none. One cookie holds the last few pupils
 * signed in on the browser (a class tablet shared by a few), each entry signed on its own.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readCookie } from "#core/cookies.ts";
import { DEVICE_COOKIE_NAME } from "#core/site-cookies.ts";
import { serializeCookie } from "./session-cookie";

/** The pupil's device cookie: entries naming pupils this browser signed in, each signed under the pupil's current picture. */
export interface DeviceCookies {
  /** The cookie's value in a request, unchecked. */
  read(request: Request): string | null;
  /** The nonce of the entry naming this pupil under her current picture hash; null when the cookie has none (forged, another pupil's, older pictures). */
  trusted(raw: string | null | undefined, pupilId: number, pictureHash: string | null): string | null;
  /**
   * The cookie's value after a right sign-in: this pupil's entry first (kept when still valid,
   * else a new nonce), then the other entries as they were, the oldest dropped past the limit.
   */
  after(raw: string | null | undefined, pupilId: number, pictureHash: string): string;
  /** The Set-Cookie header: HttpOnly, SameSite=Lax, Secure as every cookie of ours, for /sinif only. */
  header(value: string, secure: boolean): string;
}

/** How long a browser keeps the cookie (browsers cap a cookie's life at 400 days). */
export const DEVICE_COOKIE_DAYS = 400;
/** Sent only to the class sign-in pages, where it is read. */
export const DEVICE_COOKIE_PATH = "/sinif";
/** Pupils one cookie names at most: the most recent first. */
export const DEVICE_COOKIE_ENTRIES = 8;
/**
 * Wrong picture tries one (pupil, device) may make on its own budget: past it the entry is
 * ignored (the check is an untrusted client's) until a right one or a day without a wrong one.
 */
export const DEVICE_THROTTLE = { limit: 5, windowSeconds: 24 * 60 * 60 };
/** The rate limit key of one entry's budget (the nonce is random per pupil and browser). */
export const deviceLimitKey = (nonce: string) => `picture:device:${nonce}`;

const ENTRY = /^(\d{1,12})\.([\w-]{22})\.([\w-]{22})$/;
const SEPARATOR = "~";

/** The device cookie's own key, derived from the site's key (random for this process when there is none). */
export function deviceCookieKey(siteKey: string | undefined): Buffer {
  return siteKey ? createHmac("sha256", siteKey).update("merdiven pupil device v1").digest() : randomBytes(32);
}

interface Entry {
  pupilId: number;
  nonce: string;
  mac: string;
  text: string;
}

/** The well-formed entries of a cookie's value (unchecked), at most DEVICE_COOKIE_ENTRIES. */
function entriesOf(raw: string | null | undefined): Entry[] {
  if (!raw || raw.length > 80 * DEVICE_COOKIE_ENTRIES) return [];
  const entries: Entry[] = [];
  for (const text of raw.split(SEPARATOR)) {
    const m = ENTRY.exec(text);
    if (m) entries.push({ pupilId: Number(m[1]), nonce: m[2], mac: m[3], text });
  }
  return entries.slice(0, DEVICE_COOKIE_ENTRIES);
}

export function createDeviceCookies(siteKey: string | undefined): DeviceCookies {
  const key = deviceCookieKey(siteKey);
  const macOf = (pupilId: number, nonce: string, pictureHash: string) =>
    createHmac("sha256", key).update(`${pupilId}:${nonce}:${pictureHash}`).digest("base64url").slice(0, 22);
  const valid = (entry: Entry, pupilId: number, pictureHash: string | null) =>
    !!pictureHash &&
    entry.pupilId === pupilId &&
    timingSafeEqual(Buffer.from(macOf(pupilId, entry.nonce, pictureHash)), Buffer.from(entry.mac));

  return {
    /** The cookie's value in a request, unchecked. */
    read: (request: Request): string | null => readCookie(request.headers.get("Cookie"), DEVICE_COOKIE_NAME),

    /** The nonce of the entry naming this pupil under her current picture hash; null when the cookie has none (forged, another pupil's, older pictures). */
    trusted(raw: string | null | undefined, pupilId: number, pictureHash: string | null): string | null {
      return entriesOf(raw).find((e) => valid(e, pupilId, pictureHash))?.nonce ?? null;
    },

    /**
     * The cookie's value after a right sign-in: this pupil's entry first (kept when still valid,
     * else a new nonce), then the other entries as they were, the oldest dropped past the limit.
     */
    after(raw: string | null | undefined, pupilId: number, pictureHash: string): string {
      const entries = entriesOf(raw);
      const nonce = entries.find((e) => valid(e, pupilId, pictureHash))?.nonce ?? randomBytes(16).toString("base64url");
      const own = `${pupilId}.${nonce}.${macOf(pupilId, nonce, pictureHash)}`;
      const others = entries.filter((e) => e.pupilId !== pupilId).map((e) => e.text);
      return [own, ...others].slice(0, DEVICE_COOKIE_ENTRIES).join(SEPARATOR);
    },

    /** The Set-Cookie header: HttpOnly, SameSite=Lax, Secure as every cookie of ours, for /sinif only. */
    header: (value: string, secure: boolean) =>
      serializeCookie(DEVICE_COOKIE_NAME, value, DEVICE_COOKIE_DAYS * 24 * 60 * 60, secure, DEVICE_COOKIE_PATH),
  };
}
