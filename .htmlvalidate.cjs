// html-validate settings for the production build (__tests__/build/html-validate.test.ts):
// the standard preset with no rule turned off or tuned.

/** @type {import("html-validate").ConfigData} */
module.exports = {
  root: true,
  extends: ["html-validate:standard"],
  rules: {},
}
