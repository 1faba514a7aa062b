/** Unit and component tests (jsdom). End-to-end specs live in e2e/ and run under Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__"],
  transform: {
    "^.+\\.[jt]sx?$": [
      "babel-jest",
      {
        configFile: false,
        babelrc: false,
        presets: [
          ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
          "@babel/preset-typescript",
        ],
      },
    ],
  },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "^gatsby$": "<rootDir>/__tests__/__mocks__/gatsby.tsx",
    // Decap's parts as the CMS's build takes them: their ES modules, from the CMS's workspace.
    "^(decap-cms-(?!locales)[a-z-]+)$": "<rootDir>/cms-packages/node_modules/$1/dist/esm/index.js",
  },
  // Decap's parts are ES modules: the CMS page's build reads Decap's English (src/node/cms/startScreen.ts), and a
  // test runs Decap's own configuration check (__tests__/cms/decapConfig.test.ts).
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-plugin-image|gatsby-script|gatsby-link|decap-cms-[a-z-]+)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/__mocks__/", "/fixtures/", "/helpers/"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/setup.ts"],
  restoreMocks: true,
  clearMocks: true,
};
