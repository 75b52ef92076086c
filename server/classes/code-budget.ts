/**
 * The budget of wrong join codes (docs/decisions/0064, 0090): 20 an hour per address (an IPv6
 * /64 as one) and per signed-in account, spent only by the posts that look a code up (the
 * 'Sınıf koduyla gir' form, /katil, the JSON join), and only by wrong codes.
 *
 * A try is reserved on each key before the lookup (RateLimiter.take) and given back when the
 * code was right, so N wrong codes sent together spend exactly N and the 21st is refused however
 * they arrive. Past the address's budget a right code of a class known at this address
 * (known-here.ts: its teacher, its pupils used it from here) is still accepted: a school's pupils
 * share one address, and one pupil's misses must not shut the school's own classes out. Every
 * other code is then refused alike, whether it is a class's or nobody's.
 */
import { atMost, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { createKnownHere, type KnownHere } from "./known-here";

export const codeMissAddressKey = (clientKey: string) => `classes:join:address:${clientKey}`;

/** A code's outcome: right (the class), wrong (counted), or refused past a budget (nothing read is told). */
export type CodeTry<T> =
  { outcome: "right"; found: T } | { outcome: "wrong"; found: T | null } | { outcome: "too-many" };

export interface CodeBudget {
  /** The classes known at an address (known-here.ts), which answer past the address's budget. */
  known: KnownHere;
  /**
   * Looks a code up under the budget: `find` reads the class (null: no class has it); `right`
   * says whether it counts as right (a locked class's code is a miss for joining). `accountKey`:
   * the signed-in joiner's own budget, which is theirs alone and has no exception.
   */
  tryCode<T extends { id: number }>(
    clientKey: string,
    accountKey: string | null,
    find: () => Promise<T | null>,
    right: (found: T) => boolean,
  ): Promise<CodeTry<T>>;
}

export function createCodeBudget(limiter: RateLimiter): CodeBudget {
  const known = createKnownHere(limiter);
  const rule = RATE_LIMITS.classJoinFailures;

  return {
    known,
    async tryCode(clientKey, accountKey, find, right) {
      const waits = atMost(rule.limit * limiter.multiplier);
      if (accountKey && !(await limiter.take(accountKey, rule.windowSeconds, waits)).ok) return { outcome: "too-many" };
      const giveBack = async (...keys: (string | null)[]) => {
        for (const key of keys) if (key) await limiter.release(key);
      };
      const addressKey = codeMissAddressKey(clientKey);
      const reserved = (await limiter.take(addressKey, rule.windowSeconds, waits)).ok;
      const found = await find();
      const isRight = found !== null && right(found);
      if (reserved) {
        if (!isRight) return { outcome: "wrong", found };
        await giveBack(addressKey, accountKey);
        return { outcome: "right", found };
      }
      // The address's budget is spent: only its own classes still answer.
      if (isRight && (await known.has(found.id, clientKey))) {
        await giveBack(accountKey);
        return { outcome: "right", found };
      }
      // A class's right code refused here is not the joiner's miss; a wrong one is.
      if (isRight) await giveBack(accountKey);
      return { outcome: "too-many" };
    },
  };
}
