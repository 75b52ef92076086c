import net from "node:net";
import Provider from "oidc-provider";

/**
 * A local OpenID provider standing in for Google (google-signin.test.ts, admin-address.test.ts):
 * anyone signs in as any address `x`, verified; the subject (Google's account id) is `x` itself.
 */
export const OIDC_CLIENT = { id: "merdiven-test", secret: "merdiven-test-secret" };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Name → value of every Set-Cookie (a removed cookie maps to ""). */
export const setCookies = (response: Response) =>
  Object.fromEntries(
    response.headers.getSetCookie().map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1).split(";")[0]]),
  );

/** Starts the provider for a site at `site` (its callback is `${site}/auth/google/callback`). */
export async function startOidcPeer(site: string) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${site}/auth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    cookies: { keys: ["merdiven-test-cookie-key"] },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: `google-${id}`, email: id, email_verified: true }) };
    },
  });
  const server = await new Promise<{ close(): void }>((resolve) => {
    const s = provider.listen(port, "127.0.0.1", () => resolve(s));
  });

  /** Plays the person at the provider's development login: signs in as `email`, consents, and returns the callback URL. */
  async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let init: RequestInit = {};
    for (let step = 0; step < 20; step++) {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers ?? {}), Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const [name, value] of Object.entries(setCookies(response))) {
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      const location = response.headers.get("Location");
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(site)) return next;
        url = next.href;
        init = {};
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 300)}`);
      const fields = new URLSearchParams();
      for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
        const name = /name="([^"]+)"/.exec(tag)?.[1];
        if (name) fields.set(name, /value="([^"]*)"/.exec(tag)?.[1] ?? "");
      }
      if (fields.has("login")) fields.set("login", email);
      if (fields.has("password")) fields.set("password", "herhangi");
      url = new URL(action, url).href;
      init = { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    }
    throw new Error("the provider never sent the browser back");
  }

  return {
    issuer,
    /** What makeServices needs to use this provider as Google. */
    settings: { GOOGLE_CLIENT_ID: OIDC_CLIENT.id, GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret, GOOGLE_ISSUER: issuer },
    signInAtProvider,
    close: () => server.close(),
  };
}

export type OidcPeer = Awaited<ReturnType<typeof startOidcPeer>>;
