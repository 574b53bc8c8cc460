// Gatsby's unit-testing recipe (examples/using-jest): babel-preset-gatsby transform,
// a loader shim and __mocks__/gatsby, jsdom for components.
/** @type {import('jest').Config} */
module.exports = {
  transform: { "^.+\\.(?:[jt]sx?|mjs)$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ttf|woff|woff2|mp4|webm)$":
      "<rootDir>/__mocks__/file-mock.js",
    // jsdom resolves yaml's "browser" build, an ES module; the build and the linter use its Node one.
    "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
    "^gatsby-plugin-utils/(.*)$": ["gatsby-plugin-utils/dist/$1", "gatsby-plugin-utils/$1"],
  },
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/jest-setup.ts"],
}
