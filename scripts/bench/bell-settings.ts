// The bell's figures (scripts/bench/bell.ts). Options (env): BENCH_BELL_SECONDS (60: each phase),
// BENCH_BELL_CLASSES (25), BENCH_BELL_ATTACKED (3 classes the guesser sprays), BENCH_BELL_GUESSES
// (20,000: the guesser's most), BENCH_BELL_RETURNING (1: a quiet bell first, whose device cookies the
// pupils bring to the measured one).

export const SECONDS = Number(process.env.BENCH_BELL_SECONDS ?? 60);
export const CLASSES = Number(process.env.BENCH_BELL_CLASSES ?? 25);
export const PUPILS_A_CLASS = 40;
export const ATTACKED = Math.min(CLASSES, Number(process.env.BENCH_BELL_ATTACKED ?? 3));
export const MAX_GUESSES = Number(process.env.BENCH_BELL_GUESSES ?? 20_000);
/** BENCH_BELL_RETURNING=1: every pupil signed in on her tablet yesterday (its device cookie kept); the guesser's tablet never had hers. */
export const RETURNING = process.env.BENCH_BELL_RETURNING === "1";
/** Distinct secrets hashed once and shared out: 1,000 hashes would take longer than the bell. */
export const SECRETS = 8;
export const SIGN_IN_P99_MS = 500;
/** The bell's latency is also shown for each sixth of it. */
export const SLICES = 6;
export const TRY_P99_MS = 300;
export const QUIZ_TEXT = Array.from(
  { length: 10 },
  (_, i) => `Question ${i + 1}?{=right${i} ~wrong${i}a ~wrong${i}b}`,
).join("\n\n");
/** What a school's tablets send; the session keeps the device it names. */
export const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** The letters of a class code (the classes_join_code check): no look-alikes. */
export const CODE_LETTERS = "ACDEFGHJKMNPQRTUVWXY3479";

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
