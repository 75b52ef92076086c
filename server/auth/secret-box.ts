import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals a short secret (an admin's TOTP secret) for the database with AES-256-GCM under
 * a key derived from a setting (TWO_STEP_KEY), so a copy of the database alone does not
 * give it away. Without a key it is kept as it is, marked so; decision 0023 says why.
 */
export function seal(plain: string, key: string | undefined): string {
  if (!key) return `plain:${plain}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(key), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(
    ":",
  );
}

/** The secret back; throws when it was sealed with another key (or none while one is set now). */
export function unseal(sealed: string, key: string | undefined): string {
  if (sealed.startsWith("plain:")) return sealed.slice("plain:".length);
  const [version, iv, tag, body] = sealed.split(":");
  if (version !== "v1" || !key) throw new Error("two-step secret sealed with a key that is not set (TWO_STEP_KEY)");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(key), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

const keyOf = (key: string) => createHash("sha256").update(key).digest();
