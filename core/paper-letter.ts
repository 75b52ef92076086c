/**
 * How a worksheet letters a question's options and a matching question's right sides: a), b), c)…
 * A module of its own (decision 0100): the worksheet page needs it in the browser, and importing it
 * from core/quiz-formats.ts brought the quiz rules (6 KB gzip) to that page's first load.
 */
export const paperLetter = (i: number) => String.fromCharCode(97 + i);
