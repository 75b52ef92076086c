import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { log } from "#server/log.ts";

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (server/newsletter/newsletter-mail.ts); never built from input. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
  /** True when trying again cannot help (the server refused for good). */
  isPermanent(error: unknown): boolean;
  close(): void;
}

/**
 * SMTP answers 4xx for "try later" (greylisting, 421 busy, 451 local error) and 5xx
 * for "never" (550 no such user, 554 blocked). Connection failures are temporary.
 */
function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    isPermanent: isPermanentSmtpError,
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP: each mail becomes an .eml file under DATA_DIR/mail, and the log says
 * where. The file is the delivery (a person opens it to follow the link), so its link
 * stays whole; it is readable by the site's own user only, and the retention job
 * deletes it after a week (server/retention.ts, docs/decisions/0021).
 */
export function createFileTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      // A folder made before this rule (or by hand) is closed too.
      await fs.chmod(dir, 0o700);
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
      log.info("mail written to file (no SMTP_URL set)", { file, to: mail.to, subject: mail.subject });
    },
    isPermanent: () => false,
    close: () => transporter.close(),
  };
}
