import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "test-results/", "playwright-report/", "src/gatsby-types.d.ts", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    settings: { react: { version: "detect" } },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Emotion's `css` prop is not a DOM attribute; the rule does not know it.
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "react/prop-types": "off", // TypeScript checks props.
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Command-line scripts report progress on stdout.
    files: ["tools/**", "bench/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
