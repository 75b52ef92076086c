/**
 * The admin of the browser tests, made by tests/e2e/server.mjs before the site
 * starts. (accounts.spec.ts makes ADMIN_EMAIL's account itself, through sign-up
 * and the mailed link; sharing that account would make the two files depend on
 * which one runs first.)
 */
export const E2E_ADMIN = { email: "yonetici@merdiven.test", password: "yonetici-e2e-sifresi-7" };
