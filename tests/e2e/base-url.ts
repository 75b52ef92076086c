/** Where the e2e suite's own server listens: E2E_PORT lets two runs share a machine. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
