import { z } from "zod";

// Every schema imports zod from here. jitless: zod would otherwise probe
// `new Function` in the browser, which our Content-Security-Policy forbids.
z.config({ jitless: true });

export { z };
