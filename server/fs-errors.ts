/**
 * Node's system errors (file system, processes) by their `code`: one place for the
 * checks that local storage, retention and the data folder's lock make.
 */

/** The `code` of a Node system error ("ENOENT", "EEXIST", …), or undefined for anything else. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Whether `error` is a system error with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  const code = errorCode(error);
  return code !== undefined && codes.includes(code);
}

/** Nothing at that path. */
export const isNotFound = (error: unknown) => hasErrorCode(error, "ENOENT");
/** Something already at that path (an exclusive create failed). */
export const isAlreadyThere = (error: unknown) => hasErrorCode(error, "EEXIST");
