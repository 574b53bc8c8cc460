// Each hook lives in its own module under src/node/.
export { onPreInit } from "./src/node/on-pre-init"
export { sourceNodes } from "./src/node/source-nodes"
export { createSchemaCustomization } from "./src/node/create-schema-customization"
export { onCreateNode } from "./src/node/on-create-node"
export { onCreateWebpackConfig } from "./src/node/on-create-webpack-config"
export { createPages } from "./src/node/create-pages"
export { onCreatePage } from "./src/node/on-create-page"
export { onPostBuild } from "./src/node/on-post-build"
