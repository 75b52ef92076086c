/* The import service's refusals, as the API and the pages answer them. */

export class ImportError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ImportError";
  }
}

/**
 * An ImportError's or StorageError's answer, or null for anything else. By name, not
 * `instanceof`: the pages' server build carries its own copy of these classes.
 */
export function importFailure(error: unknown): { status: number; code: string; message: string } | null {
  const e = error as { name?: unknown; status?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || typeof e.message !== "string" || typeof e.code !== "string") return null;
  if (e.name === "ImportError" && typeof e.status === "number")
    return { status: e.status, code: e.code, message: e.message };
  if (e.name === "StorageError") return { status: 503, code: e.code, message: e.message };
  return null;
}
