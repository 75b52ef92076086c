import pg from "pg";
import { log } from "#server/log.ts";
import { createEchoTracker, createListeners, publishShared, type ChangeBus } from "./change-bus";

/** The NOTIFY channel every instance listens on. */
export const CONTENT_CHANNEL = "merdiven_content";
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * Cross-instance changes over PostgreSQL's LISTEN/NOTIFY: one extra connection
 * per instance listens; a publisher sends `pg_notify` through its own client.
 * When the listening connection drops, notifications in between are lost, so on
 * reconnecting every listener runs once ("changes may have been missed").
 */
export async function createPostgresChangeBus(url: string): Promise<ChangeBus> {
  const listeners = createListeners();
  const echoes = createEchoTracker();
  let listener: pg.Client | null = null;
  let publisher: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      if (!echoes.isOwn(message.payload ?? "")) listeners.fire();
    });
    client.on("error", (error) => log.warn("change bus connection error", { error }));
    client.on("end", () => {
      if (listener !== client) return;
      connected = false;
      listener = null;
      echoes.releaseAll();
      if (!closed) scheduleReconnect();
    });
    await client.connect();
    await client.query(`listen ${CONTENT_CHANNEL}`);
    listener = client;
    connected = true;
    attempt = 0;
  }

  function scheduleReconnect() {
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      if (closed) return;
      connectListener().then(
        () => {
          log.info("change bus reconnected");
          // Whatever changed while we were away: every cache starts afresh.
          listeners.fire();
        },
        (error) => {
          log.warn("change bus reconnect failed", { error });
          scheduleReconnect();
        },
      );
    }, delay).unref();
  }

  /** A second connection of our own for NOTIFY, so a publish never waits for a busy pool. */
  async function publisherClient(): Promise<pg.Client> {
    if (publisher) return publisher;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client.on("error", () => {});
    client.on("end", () => {
      if (publisher === client) publisher = null;
    });
    await client.connect();
    publisher = client;
    return client;
  }

  await connectListener();

  return {
    kind: "postgres",
    publish: () =>
      publishShared(listeners, echoes, async (id) => {
        const client = await publisherClient();
        await client.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, id]);
      }),
    subscribe: listeners.add,
    healthy: () => connected,
    async close() {
      closed = true;
      echoes.releaseAll();
      await Promise.all([listener?.end().catch(() => {}), publisher?.end().catch(() => {})]);
      listener = publisher = null;
    },
  };
}
