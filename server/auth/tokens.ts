import { createHash, randomBytes } from "node:crypto";

/** A random secret for a cookie or an e-mailed link (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the secret: a leaked table opens no session and no link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
