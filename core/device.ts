/**
 * A session's device as 'Hesabım' shows it ("Chrome, Android"), made from the
 * browser's User-Agent once at sign-in. Only this label is stored: the full string
 * identifies a browser far more than a pupil's own list needs.
 */

/** Longer User-Agents are cut before any pattern reads them (patterns stay linear on short input). */
const MAX_USER_AGENT = 512;

// Order matters: Edge and Opera and Samsung's browser also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1];

/** "Chrome, Android"; null when nothing is recognised (the page then says "Bilinmeyen cihaz"). */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  const ua = (userAgent ?? "").slice(0, MAX_USER_AGENT);
  const parts = [first(ua, BROWSERS), first(ua, SYSTEMS)].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
