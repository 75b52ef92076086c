import path from "node:path";
import { z } from "zod";
import { setLogLevel } from "./log";

/** Where `react-router build` writes (react-router.config.ts) and the server reads the build. */
export const DEFAULT_BUILD_DIR = "build";

/** An unset or empty variable is absent (compose files often pass `S3_BUCKET=`). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/**
 * Typed settings, parsed once from the environment. A wrong value stops the start
 * with a list of every problem, not the first one.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must start with redis:// or rediss://")).describe(
      "rate-limit counters and cross-instance change notices in Redis instead of PostgreSQL",
    ),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    BUILD_DIR: z
      .string()
      .min(1)
      .default(DEFAULT_BUILD_DIR)
      .describe("where `react-router build` writes and the server reads the build"),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })).describe(
      "the site's public address, for links in e-mails, canonical links and the sitemap",
    ),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().default("Merdiven <noreply@merdiven.local>"),
    OWNER_EMAIL: z.email().optional().describe("where contact and feedback messages go"),
    SECURITY_CONTACT: optional(
      z
        .string()
        .max(500)
        .refine((v) => /^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v), "must be a mailto: or https: address"),
    ).describe("the Contact of /.well-known/security.txt (RFC 9116); default mailto:OWNER_EMAIL"),
    ADMIN_EMAIL: z.email().optional().describe("this address becomes admin once its owner proves it"),
    SIGNUPS: z.enum(["open", "closed"]).default("open"),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
    TRUST_PROXY: z.coerce
      .number()
      .int()
      .min(0)
      .max(10)
      .default(0)
      .describe("how many reverse proxies stand in front (X-Forwarded-For hops to trust); 0 = none"),
    METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")).describe(
      "a bearer token that opens /metrics from anywhere; without it only loopback clients (and none behind TRUST_PROXY) see it",
    ),
    TWO_STEP_KEY: optional(z.string().min(32, "must be at least 32 characters")).describe(
      "encrypts admins' two-step (TOTP) secrets in the database; required in production with DATABASE_URL; without it, production on the embedded database makes a key in DATA_DIR/two-step-key",
    ),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1).describe("tests may loosen limits"),
    IMPORT_PAUSE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(0)
      .describe("a pause between the rows of a bulk import, so a big import leaves a small machine to pupils' pages"),
    PDF_PAGES: z
      .enum(["background", "off"])
      .default("background")
      .describe(
        "background: draw each stored PDF's pages as pictures, at the lowest CPU priority; off: draw no more (pages already drawn stay; the others open in the PDF viewer)",
      ),
    SEED_DEMO: z.enum(["auto", "never"]).default("auto").describe("auto: load demo content when the database is empty"),
    // File storage: a folder under DATA_DIR unless S3_BUCKET names a bucket of an S3-compatible store.
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })).describe(
      "S3-compatible endpoint; absent for AWS itself",
    ),
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
        ),
    ),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as eu-central-1")).transform(
      (v) => v ?? "us-east-1",
    ),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_FORCE_PATH_STYLE: optional(flag).transform((v) => v ?? false),
  })
  .superRefine((env, ctx) => {
    // Instances sharing a database must seal two-step secrets with one key; a key file each would lock admins out (decision 0056).
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.TWO_STEP_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["TWO_STEP_KEY"],
        message:
          "is required in production with DATABASE_URL (the same random string of at least 32 characters on every instance)",
      });
    }
    const s3Given = env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY;
    if (s3Given && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when other S3_ settings are given" });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    }
  });

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /**
   * The site's public origin (no trailing slash) for every absolute link: mails,
   * canonical links, the sitemap. PUBLIC_URL, else the address the site listens
   * on; never a request's Host header, which the requester chooses.
   */
  siteUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, for every setting (`PUBLIC_URL=` in an environment file).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join("\n")}`);
  }
  // The log is the one module-wide setting: every entry point starts by reading the settings.
  setLogLevel(parsed.data.LOG_LEVEL);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), siteUrl: siteUrlOf(parsed.data) };
}

/** PUBLIC_URL's origin, else http://HOST:PORT (a wildcard address becomes localhost). */
function siteUrlOf(env: { PUBLIC_URL?: string; HOST: string; PORT: number }): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host =
    env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/**
 * The start-up warning for a production site without PUBLIC_URL: its mails, canonical
 * links and sitemap then point at the listening address, which pupils cannot open.
 */
export function publicUrlWarning(config: Pick<Config, "NODE_ENV" | "PUBLIC_URL" | "siteUrl">): string | null {
  if (config.NODE_ENV !== "production" || config.PUBLIC_URL) return null;
  return `PUBLIC_URL is not set: links in e-mails, canonical links and the sitemap use ${config.siteUrl}. Set PUBLIC_URL to the address pupils use.`;
}

/**
 * The start-up note for a production site without TWO_STEP_KEY (on the embedded database;
 * with DATABASE_URL it is refused): admins' two-step secrets are sealed with a key made in
 * DATA_DIR, which must move with the database, or admins need a reset (decision 0056).
 */
export function twoStepKeyWarning(config: Pick<Config, "NODE_ENV" | "TWO_STEP_KEY" | "dataDir">): string | null {
  if (config.NODE_ENV !== "production" || config.TWO_STEP_KEY) return null;
  return `TWO_STEP_KEY is not set: admins' two-step secrets are sealed with the key in ${path.join(config.dataDir, "two-step-key")}. Keep that file with the database when moving the site (or set TWO_STEP_KEY).`;
}
