import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** Header names in lower case; a repeated header keeps its first value. */
  headers: Record<string, string>;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
export async function startSmtpServer(options: { refuseWith?: () => number | null } = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const code = options.refuseWith?.();
      if (code) {
        const error = new Error(code >= 500 ? "Mailbox refused" : "Try again later") as Error & {
          responseCode: number;
        };
        error.responseCode = code;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: parsed.from?.address ?? "",
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          headers: Object.fromEntries(parsed.headers.map((h) => [h.key, h.value]).reverse()),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    /** Waits for the first mail to `to` matching `subject`. */
    async readMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpServer>>;
