import type { ContentTypeCode } from "./content-types";

/** Entry types that may carry a word list: new vocabulary, phrasal verbs, proverbs. */
export const WORD_LIST_TYPES: readonly ContentTypeCode[] = [2, 6, 7];
/** Entry types that may carry an online quiz: sample exams, exercises, tests. */
export const QUIZ_TYPES: readonly ContentTypeCode[] = [1, 3, 8];

export const carriesWordList = (type: ContentTypeCode) => WORD_LIST_TYPES.includes(type);
export const carriesQuiz = (type: ContentTypeCode) => QUIZ_TYPES.includes(type);
export const carriesPractice = (type: ContentTypeCode) => carriesWordList(type) || carriesQuiz(type);

/** The quiz formats teachers already write (Moodle's). */
export const QUIZ_FORMATS = ["gift", "aiken", "moodle"] as const;

export const isQuizFormat = (value: unknown): value is (typeof QUIZ_FORMATS)[number] =>
  QUIZ_FORMATS.includes(value as (typeof QUIZ_FORMATS)[number]);

/** Where the admin downloads an entry's quiz as Moodle XML (decision 0077): the API's export. */
export const quizExportPath = (id: number) => `/api/v1/contents/${id}/quiz?format=moodle`;
