import net from "node:net";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { createAuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { openDatabase } from "#server/db/client.ts";
import { signIn, type Instance } from "#scripts/peers/instances.ts";

/**
 * The bulk import's browser tests run on a site of their own (tests/support/
 * instances.ts), not the shared demo: what they import must not change the counts and
 * lists other tests read. These make its admin and sign a browser in as that admin.
 */
export interface Admin {
  email: string;
  password: string;
}

/** The admin, written before the site opens its (single-owner) embedded database, as tests/e2e/server.mjs does. */
export async function addAdmin(dataDir: string, admin: Admin) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await createAuthService(database.db, createDbRateLimiter(database.db)).upsertAdmin(admin.email, admin.password);
  await database.close();
}

/** Signs in through the site's log-in form (a POST) and gives the browser the session cookie. */
export async function signInBrowser(context: BrowserContext, site: Instance, admin: Admin) {
  const [name, value] = (await signIn(site, admin.email, admin.password)).split("=");
  await context.addCookies([{ name, value, url: site.url }]);
}

/** A free loopback port: the site's PUBLIC_URL must name its real address (a restart keeps it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
