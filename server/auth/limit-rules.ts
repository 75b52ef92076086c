/**
 * The limits, throttles and counter keys of the rate limiter (server/auth/rate-limit.ts):
 * what is counted and for how long, apart from where the counts are kept.
 */
import { normaliseEmail } from "#core/schemas.ts";

export interface RateLimitRule {
  /** How many hits are allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** Failures counted under one key: how many, and when the last one was (epoch ms). */
export interface Failures {
  count: number;
  lastAt: number;
}

/** Counters to forget together: exact keys, and prefixes that end at a separator (every key starting with one). */
export interface Counters {
  keys: string[];
  prefixes: string[];
}

/** Tight limits for the doors attackers knock on; generous ones are for reads. */
export const RATE_LIMITS = {
  /**
   * Failed log-ins from one address (an IPv6 /64 as one), forgotten 15 minutes after the last:
   * each try is taken before the hash and a right password gives it back, so a class logging in
   * together never spends it. Past it, only accounts known at the address (server/auth/known-accounts.ts)
   * are still checked, under their own LOGIN_THROTTLE; others are refused unchecked. So one pupil's
   * wrong posts never stop a classmate (docs/decisions/0093).
   */
  loginPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong picture secrets from one address (an IPv6 /64 as one), forgotten 15 minutes after
   * the address's last check: right ones never count (a school's classes sign in at the bell
   * from one address). Past it, only the classes known at the address (server/classes/known-here.ts)
   * are still checked, under their own limits (PICTURE_THROTTLE, PICTURE_CLASS_THROTTLE); a
   * class not known there is refused unchecked. So it bounds a guesser roaming over strangers'
   * classes, and never stops a pupil of the school because of someone else's misses
   * (docs/decisions/0065, 0089).
   */
  pictureMissesPerAddress: { limit: 200, windowSeconds: 15 * 60 },
  /**
   * Sign-ups from one address, every one counted (each makes an account and mails one new
   * address): a class's size, so a lesson's class makes its accounts together, and at most
   * 40 verification mails an hour leave for one address's sign-ups (docs/decisions/0093).
   */
  signupPerAddress: { limit: 40, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  /** Reset links asked for from one address: a class's size, as sign-ups (each inbox still gets at most resetPerAccount). */
  resetPerAddress: { limit: 40, windowSeconds: 60 * 60 },
  contactPerAddress: { limit: 5, windowSeconds: 10 * 60 },
  /** Newsletter sign-ups from one address (each may mail a stranger's inbox once a day). */
  newsletterPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  /** 'Hesabım' password checks (change, new address, deletion) of one account. */
  accountPasswordChecks: { limit: 10, windowSeconds: 15 * 60 },
  /** Mailed links 'Hesabım' sends (new address, deletion) for one account: each mails an inbox. */
  accountMailsPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  /** Marks (save, done, opened, merge) of one account. */
  marksPerAccount: { limit: 300, windowSeconds: 10 * 60 },
  /**
   * Searches of one signed-in account, or of one address for visitors (each is a database query
   * no cache answered). Another site's subresources (an image, a frame) never spend it: they are
   * refused unanswered (server/http/fetch-metadata.ts, docs/decisions/0093).
   */
  searchPerAddress: { limit: 60, windowSeconds: 60 },
  /** Suggestions come as the pupil types (one a quarter second at most): a word is several. Counted as searches are. */
  suggestionsPerAddress: { limit: 180, windowSeconds: 60 },
  /** Quiz answers (whole quizzes and single-question checks) of one account or one address. */
  quizAnswers: { limit: 200, windowSeconds: 10 * 60 },
  /** Flashcards sorted (one request a card) and boxes read, per signed-in account. */
  flashcardsPerAccount: { limit: 600, windowSeconds: 10 * 60 },
  /** Data exports of one account (each reads all of its rows). */
  exportsPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Homework tries stored (a quiz's, a self-test's) of one pupil, through any door: the page's
   * form or the device's outbox (POST /api/v1/homework/{id}/tries and /self-test). A phone back
   * online after a day away sends the day's tries one after another (core/homework/outbox.ts,
   * decisions 0076 and 0084): a few dozen at most, and a try sent again under its clientId costs
   * nothing. Past the limit the outbox keeps the rest and sends them later (429 means "later").
   */
  homeworkTriesPerAccount: { limit: 120, windowSeconds: 60 * 60 },
  /**
   * 'Günlük tekrar' posts of one pupil: a card's form, or a device's batch of at most 100 (decision
   * 0116). A pupil without scripts posts a card at a time, and a day's goal is 100 at most; past the
   * limit the device keeps its batch for later (429) and the page says to wait.
   */
  reviewPostsPerAccount: { limit: 240, windowSeconds: 60 * 60 },
  /**
   * Deneme posts of one pupil (decision 0121): a choice a post with scripts, a page a post without, a start.
   * A 200-question exam changed twice over is 400; a device that lost its connection sends its
   * waiting choices one after another.
   */
  denemeSavesPerAccount: { limit: 600, windowSeconds: 60 * 60 },
  /** 'Öğretmen hesabı iste' of one account (each puts a row before the admin). */
  teacherRequestsPerAccount: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /**
   * Wrong or locked join codes from one address (an IPv6 /64 as one), and of one account:
   * only failures count, so a whole class behind one school address joins freely; past
   * the limit every try is refused until an hour passes without one (docs/decisions/0064:
   * 20 an hour is 175,200 a year against 24^6 ≈ 1.9e8 codes).
   */
  classJoinFailures: { limit: 20, windowSeconds: 60 * 60 },
  /** A parent's link opened from one address (an IPv6 /64 as one): a family opens it a few times a week; guessing 256 bits is hopeless anyway. */
  parentLinkViews: { limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * An address as one segment of a key (segments are joined by ':'). An address may itself
 * hold ':' ("m@x.co:0:1.2.3.4" passes the form's pattern), so ':' and the escape '%' are
 * written as %3A and %25: the segment then ends at the next ':', and no address's keys
 * begin with another address's. Ordinary addresses keep their plain form.
 */
const addressSegment = (email: string) => normaliseEmail(email).replaceAll("%", "%25").replaceAll(":", "%3A");

/**
 * The counters keyed by an e-mail address, built only here, so that erasing an address
 * (server/account/erase.ts) finds exactly its own keys and never another address that
 * merely contains it (erasing m@x.co must not reset adm@x.com's throttle).
 */
export const addressLimitKeys = {
  /** How often the owner proved the address (a reset, Google); part of every failure key (auth-common.ts). */
  loginEpoch: (email: string) => `login:epoch:${addressSegment(email)}`,
  /** Every wrong-password count of the address, whatever the epoch and client: they all start with this. */
  loginFailuresPrefix: (email: string) => `login:fail:${addressSegment(email)}:`,
  loginFailures: (email: string, epoch: number, clientKey: string) =>
    `${addressLimitKeys.loginFailuresPrefix(email)}${epoch}:${clientKey}`,
  resetPerAccount: (email: string) => `reset:account:${addressSegment(email)}`,
};

/** The keys of an address's counters: exact keys, and prefixes that end at a separator. */
export function keysOfAddress(email: string): Counters {
  return {
    keys: [addressLimitKeys.loginEpoch(email), addressLimitKeys.resetPerAccount(email)],
    prefixes: [addressLimitKeys.loginFailuresPrefix(email)],
  };
}

/**
 * Every counter keyed by an account's id (`<what>:<id>`), built only here, so that erasing
 * the account (server/account/erase.ts) forgets each of them, and only them: exact keys,
 * so erasing account 1 leaves account 12's counters alone (and the one prefix below ends
 * at the separator after the id).
 */
export const ACCOUNT_COUNTERS = [
  /** 'Hesabım': password checks, mailed links, data exports. */
  "account:password",
  "account:mail",
  "account:export",
  /** Marks (save, done, opened, merge). */
  "marks",
  /** Flashcards sorted and boxes read. */
  "cards",
  /** Quiz answers of a signed-in pupil (a visitor's count under quiz:address:<client>). */
  "quiz:user",
  /** Searches and suggestions of a signed-in pupil (a visitor's under search:<client>, suggest:<client>). */
  "search:user",
  "suggest:user",
  /** Wrong picture secrets of a class pupil's account (PICTURE_THROTTLE). */
  "picture:fail",
  /** Two-step codes at sign-in (per quarter hour and per day) and at set-up. */
  "two-step:quarter",
  "two-step:day",
  "two-step:setup",
  /** Homework tries stored (RATE_LIMITS.homeworkTriesPerAccount). */
  "homework:tries",
  /** 'Günlük tekrar' posts (RATE_LIMITS.reviewPostsPerAccount). */
  "review:posts",
  /** Deneme saves (RATE_LIMITS.denemeSavesPerAccount). */
  "deneme:saves",
  /** A teacher request, and wrong join codes of a signed-in pupil. */
  "teacher:request",
  "classes:join",
] as const;
export type AccountCounter = (typeof ACCOUNT_COUNTERS)[number];
export const accountLimitKey = (what: AccountCounter, userId: number) => `${what}:${userId}`;

/**
 * Every address an account is known at starts with this (server/auth/known-accounts.ts):
 * `account:seen:<id>:<client>`. The id ends at the next ':', so account 1's prefix never
 * reaches account 12's keys, and a client key (which may hold ':') only follows it.
 */
export const knownAccountPrefix = (userId: number) => `account:seen:${userId}:`;

/** The keys of an account's counters: exact keys, and the addresses it is known at. */
export const keysOfAccount = (userId: number): Counters => ({
  keys: ACCOUNT_COUNTERS.map((what) => accountLimitKey(what, userId)),
  prefixes: [knownAccountPrefix(userId)],
});

/**
 * Wrong passwords for one account from one client address (docs/security.md): the
 * first few are free, then each further attempt must wait twice as long as the last
 * (1 s, 2 s, 4 s … at most 15 minutes). A stranger's failures from elsewhere never
 * slow the owner down, and the count is forgotten an hour after the last failure.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
};

/** How long after its last failure the next attempt under these failures must wait (ms); 0 when free. */
export function loginDelayMs(failures: Failures | null, multiplier = 1): number {
  const free = LOGIN_THROTTLE.freeFailures * multiplier;
  if (!failures || failures.count < free) return 0;
  const seconds = Math.min(
    LOGIN_THROTTLE.maxDelaySeconds,
    LOGIN_THROTTLE.firstDelaySeconds * 2 ** Math.min(30, failures.count - free),
  );
  return seconds * 1000;
}

/**
 * Wrong picture secrets of one pupil's account, from any address (docs/decisions/0065):
 * the first five are free, then the pupil waits five minutes, and each wrong try after a
 * wait doubles it (5, 10, 20, 40 minutes, at most an hour). Per account, not per address
 * as LOGIN_THROTTLE: a class shares one address, and the secret has only 1,728 values, so
 * every guess anywhere must count. A try made while waiting is refused unchecked and
 * counts nothing. The count is forgotten a day after the last wrong try, at a right one,
 * or when the teacher gives the pupil a new secret.
 */
export const PICTURE_THROTTLE = {
  freeFailures: 5,
  firstWaitMinutes: 5,
  maxWaitMinutes: 60,
  windowSeconds: 24 * 60 * 60,
};

/** How long after the last wrong try the next may be checked (ms); 0 while tries are free. */
export function pictureWaitMs(failures: Failures | null, multiplier = 1): number {
  const free = PICTURE_THROTTLE.freeFailures * multiplier;
  if (!failures || failures.count < free) return 0;
  const minutes = Math.min(
    PICTURE_THROTTLE.maxWaitMinutes,
    PICTURE_THROTTLE.firstWaitMinutes * 2 ** Math.min(30, failures.count - free),
  );
  return minutes * 60 * 1000;
}

/**
 * Wrong picture secrets across one class, from any address (docs/decisions/0068): the
 * per-account throttle alone lets someone with the class's code try five secrets on each of
 * 40 pupils at once (200 guesses, about an 11 % chance of one hit). Every wrong try of a
 * class pupil also counts under the class's `count` key, forgotten `windowSeconds` after the
 * last one; the one that brings it to `limit` starts the class's `wait`: every picture check
 * of the class is refused unchecked (a right secret too) and counts nothing, until the
 * class's teacher lifts it or `waitSeconds` pass. A lesson of 40 clumsy pupils with two
 * wrong tries each (80) stays under it. A browser whose device cookie names the pupil is not
 * refused by this wait, the pupil's own or the address's cap, and its wrong tries count on none
 * of them: it has a budget of its own (DEVICE_THROTTLE, docs/decisions/0092).
 */
export const PICTURE_CLASS_THROTTLE = { limit: 100, windowSeconds: 15 * 60, waitSeconds: 24 * 60 * 60 };
export const pictureClassKeys = (classId: number) => ({
  count: `picture:class:${classId}`,
  wait: `picture:class-wait:${classId}`,
});
/** Both class counters, to forget together (the wait lifted). */
export const pictureClassCounters = (classId: number): Counters => ({
  keys: Object.values(pictureClassKeys(classId)),
  prefixes: [],
});
/** Every counter of a class, to forget when it is deleted: the picture counters and the addresses it is known at (server/classes/known-here.ts). */
export const classCounters = (classId: number): Counters => ({
  keys: Object.values(pictureClassKeys(classId)),
  prefixes: [knownHerePrefix(classId)],
});
/**
 * Every address a class is known at starts with this (server/classes/known-here.ts). The class id
 * is written `c12`, never as a bare number: the key names a class and an address, and an account's
 * erasure, which looks for its id as a key's segment, must not take it for the account's.
 */
export const knownHerePrefix = (classId: number) => `class:seen:c${classId}:`;
