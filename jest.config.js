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
  },
  // decap-cms-locales publishes ES modules only: the CMS page's build reads its English (src/node/cms/startScreen.ts).
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-plugin-image|gatsby-script|gatsby-link|decap-cms-locales)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/__mocks__/", "/fixtures/", "/helpers/"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/setup.ts"],
  restoreMocks: true,
  clearMocks: true,
};
