// Checks of the production build in public/ (run after `npm run build`): head tags, sitemap, feed,
// HTML validity, links and byte budgets. Deterministic file reads, no timing.
const base = require("./jest.config")

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"],
  testEnvironment: "node",
  setupFilesAfterEnv: [],
}
