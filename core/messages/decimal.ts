/**
 * A score as pupils read it: "3,5". A module of its own (decision 0100): the classroom's and the
 * homework's texts use it, and importing it from the exercises' texts brought those to every page that
 * showed a class.
 */
export const decimal = (value: number) => Number(value).toLocaleString("tr-TR", { maximumFractionDigits: 2 });
