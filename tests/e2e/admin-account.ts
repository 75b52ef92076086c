/**
 * The admin of the browser tests, made by tests/e2e/server.mjs before the site
 * starts. (accounts.spec.ts makes ADMIN_EMAIL's account itself, through sign-up
 * and the mailed link; sharing that account would make the two files depend on
 * which one runs first.)
 */
export const E2E_ADMIN = { email: "yonetici@merdiven.test", password: "yonetici-e2e-sifresi-7" };

/**
 * Admins that two-step.spec.ts switches two-step login on for (one with JavaScript, one
 * without): E2E_ADMIN stays password-only, so the other specs log in as before.
 */
export const E2E_TWO_STEP_ADMINS = {
  withScripts: { email: "iki-adim-js@merdiven.test", password: "iki-adim-e2e-sifresi-1" },
  withoutScripts: { email: "iki-adim-nojs@merdiven.test", password: "iki-adim-e2e-sifresi-2" },
};
