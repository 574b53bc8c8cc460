// Same Babel setup as the Gatsby build: automatic JSX runtime from @emotion/react.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
