import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The packages a package.json declares, in any of its lists. */
const declaredIn = (dir) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies });
};

/**
 * What import-x/no-extraneous-dependencies does for imports, for the calls that load a package by name without
 * importing it (`require.resolve`, `jest.requireActual`, `jest.mock`…): a bare name must be declared in the given
 * package.json folders. A call that says where to resolve from (`{ paths }`) resolves through the package that
 * declares it, and is left alone.
 */
const loadsByName = {
  meta: {
    type: "problem",
    schema: [{ type: "array", items: { type: "string" } }],
    messages: { undeclared: '{{call}}("{{name}}"): "{{pkg}}" is not declared in {{where}}. Declare it, or resolve it through the package that does ({ paths: [its folder] }).' },
  },
  create(context) {
    const dirs = context.options[0] ?? [import.meta.dirname];
    const declared = new Set(dirs.flatMap(declaredIn));
    const calls = new Set(["require.resolve", "jest.requireActual", "jest.requireMock", "jest.mock", "jest.doMock", "jest.unmock", "jest.createMockFromModule"]);
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== "MemberExpression" || callee.object.type !== "Identifier" || callee.property.type !== "Identifier") return;
        const call = `${callee.object.name}.${callee.property.name}`;
        const [first, second] = node.arguments;
        if (!calls.has(call) || first?.type !== "Literal" || typeof first.value !== "string") return;
        if (call === "require.resolve" && second) return;
        const name = first.value;
        if (/^(\.|\/|node:)/.test(name)) return;
        const pkg = name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : name.split("/")[0];
        if (builtinModules.includes(pkg) || declared.has(pkg)) return;
        context.report({ node: first, messageId: "undeclared", data: { call, name, pkg, where: dirs.map((dir) => path.relative(import.meta.dirname, path.join(dir, "package.json"))).join(" or ") } });
      },
    };
  },
};

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
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { house: { rules: { "loads-by-name": loadsByName } } },
    rules: { "house/loads-by-name": "error" },
  },
  {
    // The CMS is built from the site's packages and its own workspace's (cms-packages/package.json); its tests too.
    files: ["src/cms/**", "__tests__/cms/**"],
    rules: {
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true, packageDir: [import.meta.dirname, path.join(import.meta.dirname, "cms-packages")] }],
      "house/loads-by-name": ["error", [import.meta.dirname, path.join(import.meta.dirname, "cms-packages")]],
    },
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
