import fs from "node:fs";
import path from "node:path";

const mailDir = path.resolve(import.meta.dirname, "../../test-results/e2e-mail");

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a mail to `to` that the e2e SMTP server received. */
export async function readMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : []) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as Mail;
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export const linkIn = (mail: Mail) => /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? "";
