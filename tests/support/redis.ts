/** The machine's Redis for the tests that need one (CI sets it); those tests are skipped without it. */
export const redisUrl = process.env.TEST_REDIS_URL || undefined;
