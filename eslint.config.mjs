import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
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
    // Every package a file imports is declared in the package.json its code is built from: a package that is
    // only there because npm hoisted another package's dependency can go with that package's next release.
    // Modules are found as the CMS's build finds them (src/node/cms/build.ts): node_modules, then the CMS's
    // workspace's. An import that cannot be found at all is left to the typecheck.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "import-x": importX },
    settings: {
      // TypeScript files are read as TypeScript when a rule follows an import into them (no-cycle).
      "import-x/extensions": [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".d.ts", ".mjs", ".cjs", ".js", ".json", ".node"],
          modules: ["node_modules", path.resolve(import.meta.dirname, "cms-packages/node_modules")],
        }),
      ],
    },
    rules: { "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }] },
  },
  {
    // The CMS is built from the site's packages and its own workspace's (cms-packages/package.json); its tests too.
    files: ["src/cms/**", "__tests__/cms/**"],
    rules: { "import-x/no-extraneous-dependencies": ["error", { includeTypes: true, packageDir: [import.meta.dirname, path.join(import.meta.dirname, "cms-packages")] }] },
  },
  {
    // No circles in the import graph of what runs in the browser and the build: a module that needs one half of
    // another's while that one needs it back is two modules, or a third that both import (issue 52).
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // A form's parts stay of a size a newcomer reads in one sitting (issue 59): split by what each does, not grown.
    files: ["src/components/forms/**"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }] },
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
