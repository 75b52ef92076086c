import type { Services } from "#server/services.ts";

/** What every loader and action receives as `context` (React Router's AppLoadContext). */
export interface MerdivenLoadContext {
  services: Services;
  /** Per-request nonce for the Content-Security-Policy's inline scripts. */
  cspNonce: string;
  requestId: string;
  /** The visitor's address as every rate limit keys it (addressKey: an IPv6 address's /64 as one). */
  clientKey: string;
  /** Whether the cookies this answer sets are Secure (cookieIsSecure, from the request and the settings). */
  secureCookies: boolean;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends MerdivenLoadContext {}
}
