import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createApp } from "#server/http/app.ts";
import type { ServiceOptions, Services } from "#server/services.ts";
import { freshDatabase, type DbKind } from "#tests/support/database.ts";
import { makeServices } from "#tests/support/factories.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";

export interface TestSiteOptions {
  /** The database: a fresh migrated one of this kind (PGlite unless said). */
  kind?: DbKind;
  /** Settings on top of makeServices' (an SMTP peer's URL, a rate-limit multiplier…). */
  settings?: Record<string, string>;
  /** createServices' options (a PDF page drawer…). */
  options?: ServiceOptions;
  /** false: an app whose pages are not part of the test (their build is not loaded; a page request throws). */
  pages?: boolean;
}

export interface TestSite {
  services: Services & { dataDir: string };
  app: ReturnType<typeof createApp>;
  /** The production build of the pages, for another app on it (or a getter that throws, without pages). */
  build: AppBuild;
  close(): Promise<void>;
}

type AppBuild = ServerBuild | (() => Promise<ServerBuild>);

const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};

/**
 * The site as integration tests use it: services on a fresh database with an empty temp
 * data folder (tests/support/factories.ts), and the Hono app answering as in production.
 * `close()` ends the services, drops the database and removes the data folder.
 */
export async function startTestSite({
  kind = "pglite",
  settings = {},
  options = {},
  pages = true,
}: TestSiteOptions = {}): Promise<TestSite> {
  const build: AppBuild = pages ? await loadServerBuild() : noPages;
  const services = await makeServices(await freshDatabase(kind), settings, options);
  const app = createApp({ services, build, mode: "production" });
  return { services, app, build, close: () => services.close() };
}

/**
 * Something the enclosing describe (or file) opens in a beforeAll and closes in an afterAll
 * (afterAll hooks run in reverse, so it closes before anything a hook made ahead of it).
 * Returns its getter, which refuses before the beforeAll.
 */
function openedForDescribe<T>(open: () => Promise<T>, close: (opened: T) => Promise<void>, what: string): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened !== undefined) await close(opened);
    opened = undefined;
  });
  return () => {
    if (opened === undefined) throw new Error(`${what} opens in beforeAll: use it inside a hook or a test`);
    return opened;
  };
}

/**
 * A test site for the enclosing describe (or file). `options` may be a function, read when
 * the site starts, for settings known only then (a peer started by an earlier beforeAll).
 * The returned object's fields are there from the beforeAll on.
 */
export function useTestSite(options: TestSiteOptions | (() => TestSiteOptions) = {}): Omit<TestSite, "close"> {
  const site = openedForDescribe(
    () => startTestSite(typeof options === "function" ? options() : options),
    (started) => started.close(),
    "the test site",
  );
  return {
    get services() {
      return site().services;
    },
    get app() {
      return site().app;
    },
    get build() {
      return site().build;
    },
  };
}

/**
 * Only a fresh database for the enclosing describe (tests of a service made by hand on it).
 * The returned object stands for it from the beforeAll on.
 */
export function useTestDatabase(kind: DbKind = "pglite"): Database {
  const database = openedForDescribe(
    () => freshDatabase(kind),
    (opened) => opened.close(),
    "the test database",
  );
  return {
    kind,
    get db() {
      return database().db;
    },
    get url() {
      return database().url;
    },
    ping: () => database().ping(),
    exclusive: (name, work) => database().exclusive(name, work),
    close: () => database().close(),
  };
}
