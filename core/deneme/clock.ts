/**
 * The deneme's clock (decision 0121): the server's time decides. An attempt starts when the server
 * takes it, whatever the device says, and ends at its start plus the deneme's minutes; a save that
 * arrives at the end or after it is refused and changes nothing.
 */

export const MINUTES_MIN = 5;
export const MINUTES_MAX = 240;

/** When an attempt started at `startedAt` ends. */
export const endOf = (startedAt: Date, minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);

/** Whether a save at `now` is still taken: strictly before the end. */
export const stillOpen = (now: Date, endsAt: Date) => now.getTime() < endsAt.getTime();

/** Whole seconds left at `now`, never below zero. */
export const secondsLeft = (now: Date, endsAt: Date) =>
  Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));

/** The time an attempt took: from its start to its finish, at most its minutes. */
export const secondsUsed = (startedAt: Date, finishedAt: Date, endsAt: Date) =>
  Math.max(0, Math.round((Math.min(finishedAt.getTime(), endsAt.getTime()) - startedAt.getTime()) / 1000));

/** Istanbul's wall clock of a time, "14:35": the exam page writes its end in words with it. */
export const istanbulClock = (time: Date) =>
  new Intl.DateTimeFormat("tr-TR", { timeZone: "Europe/Istanbul", hour: "2-digit", minute: "2-digit" }).format(time);
