// One jest configuration, three projects (docs/testing.md):
//   unit         in jest's own process: components in jsdom, modules and build hooks in Node;
//   integration  suites that start other processes (the local server, the replay, the linters'
//                command lines, Netlify's build command);
//   build        checks of the production build in public/ (run after `npm run build`).
// `npm run test:unit` runs the first two, `npm run test:build` the third; `npx jest <file>` runs
// a file in whichever project holds it.
// The transform, the loader shim and __mocks__/gatsby follow Gatsby's unit-testing recipe.
const shared = {
  transform: { "^.+\\.(?:[jt]sx?|mjs)$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ttf|woff|woff2|mp4|webm)$":
      "<rootDir>/__mocks__/file-mock.js",
    // jsdom resolves yaml's "browser" build, an ES module; the build and the linter use its Node one.
    "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
    "^gatsby-plugin-utils/(.*)$": ["gatsby-plugin-utils/dist/$1", "gatsby-plugin-utils/$1"],
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
}

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/jest-setup.ts"],
    },
    {
      ...shared,
      displayName: "integration",
      testMatch: ["<rootDir>/__tests__/integration/**/*.test.ts"],
      testEnvironment: "node",
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/integration-setup.ts"],
    },
    {
      ...shared,
      displayName: "build",
      testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"],
      testEnvironment: "node",
    },
  ],
}
