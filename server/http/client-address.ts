import { addressKey } from "#server/auth/address-key.ts";

export { addressKey };

/**
 * The client's address as the socket or the trusted proxies saw it. Behind TRUST_PROXY
 * proxies it is the address the outermost trusted proxy saw (X-Forwarded-For, counted from
 * the right); with no proxy configured the header is ignored, so it cannot be spoofed.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const direct = socketAddress ?? "unknown";
  if (trustedHops === 0 || !forwardedFor) return direct;
  const chain = [
    ...forwardedFor
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    direct,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** The client's key for rate limits (addressKey of clientAddress): what every door passes to the services. */
export const clientKey = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string => addressKey(clientAddress(socketAddress, forwardedFor, trustedHops));
