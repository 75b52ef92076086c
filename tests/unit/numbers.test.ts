import { describe, expect, it } from "vitest";
import { formatNumberTr } from "#core/numbers.ts";

const intl = (value: number, digits: number) =>
  new Intl.NumberFormat("tr-TR", { maximumFractionDigits: digits }).format(value);

describe("formatNumberTr", () => {
  it("groups thousands with dots and writes decimals with a comma", () => {
    expect(formatNumberTr(0)).toBe("0");
    expect(formatNumberTr(999)).toBe("999");
    expect(formatNumberTr(1234)).toBe("1.234");
    expect(formatNumberTr(1234567)).toBe("1.234.567");
    expect(formatNumberTr(1.25, 1)).toBe("1,3");
    expect(formatNumberTr(2.04, 1)).toBe("2");
  });

  it("writes what Intl.NumberFormat('tr-TR') writes, whole numbers and sizes alike", () => {
    const values = [
      0, 7, 10, 999, 1000, 1001, 9999, 10000, 123456, 1000000, 987654321, 0.05, 0.95, 1.04, 1.05, 1.15, 1.25, 9.95,
      9.99, 12.5, 1023.96, 4567.891,
    ];
    // A fixed spread of magnitudes and decimals, the same every run.
    for (let i = 1; i <= 500; i++) values.push(((i * 7919) % 10 ** (1 + (i % 9))) / 10 ** (i % 3));
    for (const value of values) {
      for (const digits of [0, 1, 2])
        expect(formatNumberTr(value, digits), `${value} with ${digits} digits`).toBe(intl(value, digits));
    }
  });
});
