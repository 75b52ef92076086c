import { trimEnd } from "./text";

/**
 * Numbers written the Turkish way — "1.234.567", "1,2" — for a count or a size
 * that is zero or more. It gives what `Intl.NumberFormat("tr-TR", {
 * maximumFractionDigits })` gives (tests/unit/numbers.test.ts compares them),
 * without building an Intl formatter: the first one a page makes costs a phone
 * tens of milliseconds of locale data, on the main thread, while it hydrates.
 */
export function formatNumberTr(value: number, maxFractionDigits = 0): string {
  const [whole, fraction] = roundHalfUp(value, maxFractionDigits);
  const grouped = groupThousands(whole);
  const shownFraction = trimEnd(fraction, "0");
  return shownFraction ? `${grouped},${shownFraction}` : grouped;
}

/** "1234567" → "1.234.567". */
function groupThousands(digits: string): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ".";
    out += digits[i];
  }
  return out;
}

/**
 * Rounds the number as written (its shortest decimal form: 0.95, not the double
 * 0.94999…) half away from zero, as Intl does: [whole digits, fraction digits].
 */
function roundHalfUp(value: number, digits: number): [string, string] {
  const written = String(value);
  if (!/^\d+(?:\.\d+)?$/.test(written)) return [value.toFixed(0), ""]; // exponent forms: far beyond any count here
  const [whole, fraction = ""] = written.split(".");
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, "0")) + (fraction[digits] >= "5" ? 1n : 0n);
  const text = kept.toString().padStart(digits + 1, "0");
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}
