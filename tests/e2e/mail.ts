import fs from "node:fs";
import path from "node:path";

const mailDir = path.resolve(import.meta.dirname, "../..", process.env.E2E_WORKDIR ?? "test-results", "e2e-mail");

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Waits for a mail to `to` that the e2e SMTP server received. Tests run in parallel and
 * several mail the same owner: `containing` (a stamp the test wrote) picks this test's mail.
 */
export async function readMail(to: string, subject: RegExp, containing = "", timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : []) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as Mail;
      if (mail.to.includes(to) && subject.test(mail.subject) && mail.text.includes(containing)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}${containing ? ` with "${containing}"` : ""}`);
}

/** The mailed link, with any parameters after its token (the teacher's '&sonra=ogretmen'). */
export const linkIn = (mail: Mail) => /https?:\/\/\S+token=[\w-]+(?:&\w+=[\w-]+)*/.exec(mail.text)?.[0] ?? "";
