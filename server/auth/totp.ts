import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app does it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = "Merdiven";

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secretBase32: string, digits: number, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** The otpauth:// address the QR code carries (issuer and the account's address as its label). */
export function totpUri(secretBase32: string, account: string): string {
  return totpOf(secretBase32, DIGITS, account).toString();
}

/** The code for a moment (tests, and the e2e test's "phone"). */
export function totpCode(secretBase32: string, atMs: number, digits = DIGITS): string {
  return totpOf(secretBase32, digits).generate({ timestamp: atMs });
}

/** The 30-second step a moment falls in. */
export const stepAt = (atMs: number) => Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step whose code `code` is, within one step either side of `atMs` (a phone's clock
 * a little off, a code typed as it changed), or null. The caller refuses a step not newer
 * than the last one used, so no code works twice.
 */
export function matchingStep(secretBase32: string, code: string, atMs: number, digits = DIGITS): number | null {
  if (code.length !== digits || !/^\d+$/.test(code)) return null;
  const delta = totpOf(secretBase32, digits).validate({ token: code, timestamp: atMs, window: 1 });
  return delta === null ? null : stepAt(atMs) + delta;
}
