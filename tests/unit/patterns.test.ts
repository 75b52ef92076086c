import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, isEmailAddress, MAX_EMAIL_LENGTH } from "#core/patterns.ts";
import { trSignup } from "#core/messages/signup.ts";
import {
  adminSignupSchema,
  contactSchema,
  emailChangeSchema,
  loginSchema,
  newsletterSchema,
  resetRequestSchema,
  signupSchema,
} from "#core/schemas.ts";
import { trimEnd, trimStart } from "#core/text.ts";

/** docs/product.md's pattern as it was written, backtracking and all: the meaning to keep. */
const SPEC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/; // eslint-disable-line regexp/no-super-linear-backtracking

/** Every string of up to `length` characters over `alphabet`, shortest first. */
function* strings(alphabet: string, length: number): Generator<string> {
  let level = [""];
  yield "";
  for (let n = 1; n <= length; n++) {
    level = level.flatMap((s) => [...alphabet].map((ch) => s + ch));
    yield* level;
  }
}

describe("the e-mail check", () => {
  it("accepts exactly what docs/product.md's pattern accepts (every string of up to 7 of 'a@. ')", () => {
    let compared = 0;
    for (const text of strings("a@. ", 7)) {
      expect(EMAIL_PATTERN.test(text), JSON.stringify(text)).toBe(SPEC_SHAPE.test(text));
      compared++;
    }
    expect(compared).toBe(21_845);
  });

  it("refuses an address longer than mail can carry before the pattern runs", () => {
    const local = "a".repeat(64);
    expect(isEmailAddress(`${local}@${"b".repeat(MAX_EMAIL_LENGTH - 70)}.com`)).toBe(true);
    expect(isEmailAddress(`${local}@${"b".repeat(MAX_EMAIL_LENGTH)}.com`)).toBe(false);
  });

  it("answers hostile fields of 100 KB at once, through the schemas too", () => {
    const hostile = [`a@${".".repeat(100_000)} `, `a@${"a.".repeat(50_000)} `, `${"a".repeat(100_000)}@`];
    const started = performance.now();
    for (const text of hostile) {
      expect(EMAIL_PATTERN.test(text)).toBe(false);
      expect(newsletterSchema.safeParse({ email: text }).success).toBe(false);
      expect(signupSchema.safeParse({ email: text, password: "x".repeat(100_000), repeatPassword: "x" }).success).toBe(
        false,
      );
    }
    // A security bound, not a benchmark: the old pattern took seconds on each of these.
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("an address ending in the root's dot (boss@example.com.)", () => {
  // Many mail servers deliver it to boss@example.com, yet it compares as another address.
  const withDot = ["boss@example.com.", " Boss@Example.com. ", "boss@example.com..", "a@b.c."];
  const password = "uzun-bir-yonetici-sifresi";
  const forms = {
    signup: (email: string) => signupSchema.safeParse({ email, password, repeatPassword: password }),
    "admin CLI": (email: string) => adminSignupSchema.safeParse({ email, password, repeatPassword: password }),
    login: (email: string) => loginSchema.safeParse({ email, password }),
    reset: (email: string) => resetRequestSchema.safeParse({ email }),
    "address change": (email: string) => emailChangeSchema.safeParse({ email, currentPassword: password }),
    contact: (email: string) => contactSchema.safeParse({ name: "Ayşe", email, message: "Merhaba" }),
    newsletter: (email: string) => newsletterSchema.safeParse({ email }),
  };

  it("is refused by every form that takes an address, with its own Turkish reason, and by the browser's check", () => {
    for (const [form, parse] of Object.entries(forms)) {
      for (const email of withDot) {
        const parsed = parse(email);
        expect(parsed.success, `${form}: ${email}`).toBe(false);
        expect(parsed.error?.issues.find((i) => i.path[0] === "email")?.message, `${form}: ${email}`).toBe(
          trSignup.emailEndsWithDot,
        );
        expect(isEmailAddress(email.trim())).toBe(false);
      }
      expect(parse("boss@example.com").success, form).toBe(true);
    }
  });
});

describe("trimming without a pattern", () => {
  it("removes the characters from one end only", () => {
    expect(trimStart("--a-b--", "-")).toBe("a-b--");
    expect(trimEnd("--a-b--", "-")).toBe("--a-b");
    expect(trimEnd("Merhaba!?.", ".!?")).toBe("Merhaba");
    expect(trimEnd("----", "-")).toBe("");
  });
});
