// html-validate settings for the production build (__tests__/build/html-validate.test.ts).
// The standard preset, unchanged unless a comment beside a rule says why: a rule is only relaxed
// when the markup is correct HTML the rule cannot know about (Gatsby's own generated markup, say),
// never to hide a problem in our components.
/** @type {import("html-validate").ConfigData} */
module.exports = {
  root: true,
  extends: ["html-validate:standard"],
  rules: {},
}
