import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "test-results-*/", "playwright-report/", "tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser code must not reach the server layer (DESIGN.md): only .server.ts files and types may.
    files: ["app/components/**/*.tsx", "app/lib/*.ts", "app/lib/*.tsx"],
    ignores: ["app/lib/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "!**/server/**/*.server"], message: "app/ code reaches the server only through .server.ts modules", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ["scripts/**", "server/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
