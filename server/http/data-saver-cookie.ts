import { DATA_SAVER_COOKIE, type DataSaverChoice } from "#core/data-saver.ts";
import { serializeCookie } from "#server/auth/session-cookie.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The pupil's own data-saver choice (core/data-saver.ts reads it). Kept a year so a
 * pupil on a metered plan sets it once; HttpOnly because only the server reads it.
 */
export function dataSaverCookie(choice: DataSaverChoice, secure: boolean): string {
  return serializeCookie(DATA_SAVER_COOKIE, choice, YEAR_SECONDS, secure);
}
