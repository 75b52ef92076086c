/**
 * Turkey's wall clock, whatever the server's or the phone's zone: homework's due times and
 * 'Günlük tekrar''s days (decisions 0069, 0116) are Istanbul's. A module of its own so a page
 * that counts days on the device loads the clock without homework's rules.
 */

const parts = (zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
const ISTANBUL_PARTS = parts("Europe/Istanbul");

/** The wall clock in Istanbul at `instant`: year, month (1-12), day, hour, minute. */
export function istanbulClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const p = Object.fromEntries(ISTANBUL_PARTS.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

/** How far Istanbul's clock is ahead of UTC at `instant`, in milliseconds. */
function istanbulOffset(instant: Date): number {
  const c = istanbulClock(instant);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * "2026-12-04" and "17:30" on Istanbul's clock as an instant, or null when either is not a
 * real date or time. The offset is read from the zone's rules (not the server's zone), twice,
 * so a change of the rules between the guess and the answer is followed.
 */
export function istanbulInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, mo, da, h, mi] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (mo < 1 || mo > 12 || da < 1 || da > 31 || h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, mo - 1, da, h, mi);
  const check = new Date(wall);
  if (check.getUTCDate() !== da || check.getUTCMonth() !== mo - 1) return null;
  let instant = new Date(wall - istanbulOffset(new Date(wall)));
  instant = new Date(wall - istanbulOffset(instant));
  return instant;
}
