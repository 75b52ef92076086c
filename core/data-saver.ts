import { DATA_SAVER_COOKIE_NAME } from "./site-cookies";
import { readCookie } from "./cookies";

/**
 * Data-saver mode: smaller pictures and nothing heavy loaded until the pupil asks.
 * It is on when the browser says `Save-Data: on` (Android's "Data Saver"), unless the
 * pupil turned it off on the site; the site's own toggle (this cookie) wins either way.
 */
export const DATA_SAVER_COOKIE = DATA_SAVER_COOKIE_NAME;
export const DATA_SAVER_CHOICES = ["acik", "kapali"] as const;
export type DataSaverChoice = (typeof DATA_SAVER_CHOICES)[number];

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return (DATA_SAVER_CHOICES as readonly unknown[]).includes(value);
}

export function dataSaverRequested(headers: Pick<Headers, "get">): boolean {
  const choice = readCookie(headers.get("Cookie"), DATA_SAVER_COOKIE);
  if (choice === "acik") return true;
  if (choice === "kapali") return false;
  return headers.get("Save-Data")?.trim().toLowerCase() === "on";
}
