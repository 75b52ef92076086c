export const TERMS = [1, 2] as const;
export type Term = (typeof TERMS)[number];

export function isTerm(n: unknown): n is Term {
  return n === 1 || n === 2;
}

export function termLabel(term: number): string {
  return `${term}. Dönem`;
}

export function unitLabel(unit: number): string {
  return `${unit}. Ünite`;
}
