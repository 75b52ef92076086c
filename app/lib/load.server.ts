import { data } from "react-router";
import { trCommon } from "#core/messages/common.ts";
import { trLists } from "#core/messages/lists.ts";
import { log } from "#server/log.ts";

/**
 * Runs a loader's reads; when the database cannot answer, the page shows
 * docs/product.md's 'Error fetching data' with 503 instead of a crash. Nothing is cached,
 * so the next request after the database is back succeeds by itself.
 */
export async function orUnavailable<T>(requestId: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log.error("data unavailable", { requestId, error });
    throw data({ message: trLists.loadFailed }, { status: 503 });
  }
}

/** A read the page can do without: its value, or null (and a line in the log) when it fails. */
export async function orNothing<T>(requestId: string, what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.error(`${what} unavailable`, { requestId, error });
    return null;
  }
}

/** Every page's 404: a missing thing and one the visitor may not see get the same answer (nothing to tell them apart). */
export function notFound(message: string = trCommon.notFound, headers?: HeadersInit): never {
  throw data({ message }, { status: 404, headers });
}
