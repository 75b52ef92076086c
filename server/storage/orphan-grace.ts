/**
 * How old a stored file must be before the orphan sweep may remove it when nothing names it
 * (server/content/orphan-sweep.ts). A crash can leave a file without a row only for the time one
 * upload takes; an hour is plenty. A module of its own: the sweep reads the quizzes' picture keys,
 * and the quizzes' pictures (server/practice/quiz-pictures.ts) store again by this grace.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
