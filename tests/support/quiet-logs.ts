import { loadConfig } from "#server/config.ts";

// Tests log at the level vitest.config.ts sets (silent), read as the site reads it.
loadConfig();
