/**
 * The classroom's rules live in core/classes/, one module each; import from there. This file only
 * answers the importers outside the feature not yet pointed at those modules (the homework's,
 * 'Hesabım''s and the OpenAPI document's), and goes when they are.
 */
export * from "./classes/answers";
export * from "./classes/forms";
export * from "./classes/join-codes";
export * from "./classes/limits";
export * from "./classes/paths";
export * from "./classes/pupil-names";
export * from "./classes/school-year";
