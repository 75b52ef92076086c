import path from "node:path";
import { z } from "zod";

/**
 * Typed settings, parsed once from the environment. A wrong value stops the start
 * with a list of every problem, not the first one.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  PUBLIC_URL: z.url().optional().describe("the site's public address, for links in e-mails"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Merdiven <noreply@merdiven.local>"),
  OWNER_EMAIL: z.email().optional().describe("where contact and feedback messages go"),
  ADMIN_EMAIL: z.email().optional().describe("this address becomes admin once its owner proves it"),
  SIGNUPS: z.enum(["open", "closed"]).default("open"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1).describe("tests may loosen limits"),
  SEED_DEMO: z
    .enum(["auto", "never"])
    .default("auto")
    .describe("auto: load demo content when the database is empty"),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
