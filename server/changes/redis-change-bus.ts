import type { RedisClient } from "#server/redis.ts";
import { log } from "#server/log.ts";
import { createEchoTracker, createListeners, publishShared, type ChangeBus } from "./change-bus";

export const REDIS_CONTENT_CHANNEL = "merdiven:content";

/**
 * Cross-instance changes over Redis pub/sub. Redis keeps no messages for a
 * subscriber that is away, so after every reconnection the listeners run once.
 */
export async function createRedisChangeBus(client: RedisClient): Promise<ChangeBus> {
  const listeners = createListeners();
  const echoes = createEchoTracker();
  const subscriber = client.duplicate();
  let connected = false;
  let everReady = false;
  subscriber.on("error", (error) => log.warn("change bus (redis) connection error", { error }));
  subscriber.on("ready", () => {
    connected = true;
    // The first 'ready' is the start; any later one follows a lost connection.
    if (everReady) listeners.fire();
    everReady = true;
  });
  subscriber.on("reconnecting", () => {
    connected = false;
    echoes.releaseAll();
  });
  await subscriber.connect();
  await subscriber.subscribe(REDIS_CONTENT_CHANNEL, (message) => {
    if (!echoes.isOwn(message)) listeners.fire();
  });

  return {
    kind: "redis",
    publish: () => publishShared(listeners, echoes, (id) => client.publish(REDIS_CONTENT_CHANNEL, id)),
    subscribe: listeners.add,
    healthy: () => connected,
    async close() {
      echoes.releaseAll();
      await subscriber.close().catch(() => {});
    },
  };
}
