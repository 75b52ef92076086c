import fs from "node:fs";
import path from "node:path";
import Provider from "oidc-provider";
import { startSmtpServer } from "#scripts/peers/smtp.ts";

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3198);
export const GOOGLE_CLIENT = { id: "merdiven-e2e", secret: "merdiven-e2e-secret" };

/**
 * The real peers the browser tests talk to: an SMTP server that drops every mail
 * it receives as JSON into `mailDir` (tests read them with readMail), and a local
 * OpenID provider standing in for Google (its dev login accepts any e-mail).
 */
export async function startPeers(siteUrl: string, mailDir: string) {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpServer();
  let written = 0;
  const timer = setInterval(() => {
    for (; written < smtp.inbox.length; written++) {
      fs.writeFileSync(
        path.join(mailDir, `${String(written).padStart(4, "0")}.json`),
        JSON.stringify(smtp.inbox[written]),
      );
    }
  }, 100);
  timer.unref();

  const issuer = `http://127.0.0.1:${OIDC_PORT}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT.id,
        client_secret: GOOGLE_CLIENT.secret,
        redirect_uris: [`${siteUrl}/auth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    cookies: { keys: ["merdiven-e2e-cookie-key"] },
    async findAccount(_ctx, id) {
      const email = id.includes("@") ? id.toLowerCase() : `${id}@example.com`;
      return { accountId: id, claims: async () => ({ sub: `google-${email}`, email, email_verified: true }) };
    },
  });
  await new Promise<void>((resolve) => provider.listen(OIDC_PORT, "127.0.0.1", () => resolve()));
  return { smtpUrl: smtp.url, issuer };
}
