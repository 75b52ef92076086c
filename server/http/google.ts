import { Hono, type Context } from "hono";
import { GOOGLE_FLOW_COOKIE_NAME } from "#core/site-cookies.ts";
import * as oidc from "openid-client";
import { googleErrorMessage } from "#core/auth-errors.ts";
import { tr } from "#core/messages.ts";
import { readCookie } from "#core/cookies.ts";
import { createGoogleFlowStore, FLOW_SECONDS, type GoogleFlow } from "#server/auth/google-flows.ts";
import { cookieIsSecure, serializeCookie, sessionCookie, sessionToken } from "#server/auth/session-cookie.ts";
import { pendingLoginCookie, TWO_STEP_PATH } from "#server/auth/two-step-cookie.ts";
import { log } from "#server/log.ts";
import type { Services } from "#server/services.ts";
import { setToast } from "./toast-cookie";

/** Holds only the random id of a flow kept on the server (server/auth/google-flows.ts). */
const FLOW_COOKIE = GOOGLE_FLOW_COOKIE_NAME;
const FLOW_PATH = "/auth/google";
/** HttpOnly, SameSite=Lax, and Secure wherever the session cookie is. */
const flowCookie = (value: string, maxAge: number, secure: boolean) =>
  serializeCookie(FLOW_COOKIE, value, maxAge, secure, FLOW_PATH);

function isLocalIssuer(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === "http:" && (hostname === "127.0.0.1" || hostname === "localhost");
}

type GoogleEnv = { Variables: { cspNonce: string } };

/** What the two doors share: the services, the kept flows, the issuer's discovered configuration. */
interface GoogleDoor {
  services: Services;
  flows: ReturnType<typeof createGoogleFlowStore>;
  configuration: () => Promise<oidc.Configuration>;
  /** The site's own address (PUBLIC_URL, else the listening address), never the request's Host. */
  callbackUrl: string;
  /** Every cookie of an answer to `requestUrl` is Secure by the one rule (session-cookie.ts). */
  secure: (requestUrl: string) => boolean;
}

type Outcome = { ok: true; cookie: string; to?: string } | { ok: false; code: string };

/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE against
 * GOOGLE_ISSUER (Google itself, or a local issuer in tests). In a popup the
 * result goes back to the opener by postMessage; without JavaScript the same
 * flow runs in the page and ends with a redirect and a toast.
 */
export function googleRoutes(services: Services) {
  const { config } = services;
  const app = new Hono<GoogleEnv>();
  let discovered: Promise<oidc.Configuration> | null = null;
  const door: GoogleDoor = {
    services,
    flows: createGoogleFlowStore(services.database.db),
    configuration: () => {
      discovered ??= oidc
        .discovery(new URL(config.GOOGLE_ISSUER), config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET, undefined, {
          execute: isLocalIssuer(config.GOOGLE_ISSUER) ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error) => {
          discovered = null; // try discovery again next time
          throw error;
        });
      return discovered;
    },
    callbackUrl: new URL("/auth/google/callback", config.siteUrl).toString(),
    secure: (requestUrl) => cookieIsSecure(requestUrl, config),
  };
  app.get("/start", (c) => start(door, c));
  app.get("/callback", (c) => callback(door, c));
  return app;
}

/** The end of a flow: a page that tells the popup's opener, or a redirect with a toast. */
async function finish(door: GoogleDoor, c: Context<GoogleEnv>, popup: boolean, outcome: Outcome) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", flowCookie("", 0, door.secure(c.req.url)));
  if (outcome.ok) headers.append("Set-Cookie", outcome.cookie);
  if (popup) {
    const payload = JSON.stringify({
      type: "merdiven-google",
      ok: outcome.ok,
      code: outcome.ok ? undefined : outcome.code,
      redirectTo: (outcome.ok && outcome.to) || "/",
    });
    const message = outcome.ok ? tr.login.success : googleErrorMessage(outcome.code);
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Cross-Origin-Opener-Policy", "unsafe-none");
    const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Merdiven</title></head><body><p>${escapeHtml(message)}</p><script nonce="${c.get("cspNonce")}">if (window.opener) { window.opener.postMessage(${payload.replace(/</g, "\\u003c")}, location.origin); window.close(); } else { location.replace("/"); }</script></body></html>`;
    return new Response(html, { status: 200, headers });
  }
  // Signed in says the toast; the way to the code page says nothing yet.
  if (!(outcome.ok && outcome.to))
    headers.append(
      "Set-Cookie",
      await setToast(
        outcome.ok ? "success" : "error",
        outcome.ok ? tr.login.success : googleErrorMessage(outcome.code),
        door.secure(c.req.url),
      ),
    );
  headers.set("Location", outcome.ok ? (outcome.to ?? "/") : "/login");
  return new Response(null, { status: 302, headers });
}

/** /auth/google/start: a new flow kept on the server, and the browser sent to the issuer. */
async function start(door: GoogleDoor, c: Context<GoogleEnv>) {
  const popup = c.req.query("popup") === "1";
  if (!door.services.config.GOOGLE_CLIENT_ID) return finish(door, c, popup, { ok: false, code: "not-configured" });
  try {
    const cfg = await door.configuration();
    const flow: GoogleFlow = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      popup,
    };
    const url = oidc.buildAuthorizationUrl(cfg, {
      redirect_uri: door.callbackUrl,
      scope: "openid email",
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: "S256",
      state: flow.state,
      nonce: flow.nonce,
    });
    const id = await door.flows.save(flow);
    return new Response(null, {
      status: 302,
      headers: {
        Location: url.href,
        "Cache-Control": "no-store",
        "Set-Cookie": flowCookie(id, FLOW_SECONDS, door.secure(c.req.url)),
      },
    });
  } catch (error) {
    log.error("google sign-in could not start", { error });
    return finish(door, c, popup, { ok: false, code: "generic" });
  }
}

/** /auth/google/callback: the issuer's answer to a flow kept here, used once. */
async function callback(door: GoogleDoor, c: Context<GoogleEnv>) {
  // Used once: a replayed or forged callback finds no flow.
  const flow = await door.flows.take(readCookie(c.req.header("Cookie"), FLOW_COOKIE) ?? "");
  if (!flow) return finish(door, c, false, { ok: false, code: "generic" });
  if (c.req.query("error"))
    log.warn("google sign-in refused by the issuer", {
      error: c.req.query("error"),
      description: c.req.query("error_description"),
    });
  if (c.req.query("error"))
    return finish(door, c, flow.popup, {
      ok: false,
      code: c.req.query("error") === "access_denied" ? "popup-closed-by-user" : "generic",
    });
  try {
    return finish(door, c, flow.popup, await signIn(door, c, flow));
  } catch (error) {
    log.warn("google sign-in failed", { error });
    return finish(door, c, flow.popup, { ok: false, code: "generic" });
  }
}

/** The code traded for the ID token, its e-mail's account found, and a session (or the code page) begun. */
async function signIn(door: GoogleDoor, c: Context<GoogleEnv>, flow: GoogleFlow): Promise<Outcome> {
  const { services } = door;
  const cfg = await door.configuration();
  const current = new URL(c.req.url);
  const tokens = await oidc.authorizationCodeGrant(cfg, new URL(current.pathname + current.search, door.callbackUrl), {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  // Google puts the e-mail in the ID token; a strict issuer only answers it at the userinfo endpoint.
  const profile = claims.email ? claims : await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub);
  const result = await services.auth.googleLogin({
    sub: claims.sub,
    email: String(profile.email ?? ""),
    emailVerified: profile.email_verified === true,
  });
  if (!result.ok) return { ok: false, code: result.code };
  // An admin with two-step on: no session yet, the code page first (as after a password).
  if (await services.twoStep.required(result.user)) {
    const pending = await services.twoStep.startLogin(result.user.id);
    return { ok: true, cookie: pendingLoginCookie(pending, door.secure(c.req.url)), to: TWO_STEP_PATH };
  }
  // Like a password log-in: the browser's previous session ends, and the new one is for the role just checked.
  const { token } = await services.auth.createSession(result.user.id, {
    role: result.user.role,
    replaces: sessionToken(c.req.raw),
    userAgent: c.req.header("User-Agent"),
  });
  return { ok: true, cookie: sessionCookie(token, door.secure(c.req.url)) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
