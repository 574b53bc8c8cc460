// ESLint flat config: typescript-eslint's recommended rules (not the type-aware set), React hooks
// rules, jsx-a11y, and import-x's check that every imported package is declared in package.json.
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import { importX } from "eslint-plugin-import-x"
import globals from "globals"

/**
 * Files that run only on a developer's machine or in CI (tests, scripts, tool configs): they may
 * import devDependencies. Everything else (src/ and the gatsby-* files, which `npm run build` runs
 * on Netlify) may only import `dependencies`.
 */
const devOnlyFiles = [
  "__tests__/**",
  "__mocks__/**",
  "scripts/**",
  "tools/**",
  "eslint.config.mjs",
  "jest.config.js",
  "playwright.config.ts",
  ".htmlvalidate.cjs",
]

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
      "__tests__/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // A package that only resolves because another package pulled it into node_modules breaks on
    // the next install that hoists differently: every import, type imports included, must name a
    // package declared in package.json.
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { devDependencies: devOnlyFiles, includeTypes: true },
      ],
    },
  },
  {
    // src/ outside a node/ folder (src/node/, src/business/node/) ships to the browser: no build
    // modules, no Node built-ins. A type import is erased before anything ships, so the register's
    // type can come from its schema.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/node/**", "src/gatsby-types.d.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/node/*"],
              message: "A node/ folder holds build code; it never ships.",
              allowTypeImports: true,
            },
            {
              regex: "^(node:.*|fs|path|crypto|child_process|os|zlib|http)$",
              message: "Node built-ins do not run in the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // Jest and Babel load these config files as CommonJS, so require() is how they import.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
