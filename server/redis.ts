import { createClient } from "@redis/client";
import { log } from "./log";

/**
 * One Redis connection for commands (rate limits, publishing changes). It
 * reconnects by itself; while it is away, commands fail at once instead of
 * queueing, so a pupil's request never hangs on Redis.
 */
function newRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
}

export type RedisClient = ReturnType<typeof newRedisClient>;

export async function openRedis(url: string): Promise<RedisClient> {
  const client = newRedisClient(url);
  // Without a listener an 'error' event would crash the process; the client reconnects by itself.
  client.on("error", (error) => log.warn("redis connection error", { error }));
  await client.connect();
  return client;
}
