import type { GatsbyConfig } from "gatsby"

// No plugins: Gatsby's runtime and React, and nothing of ours (docs/performance.md, "Performance report").
const config: GatsbyConfig = { jsxRuntime: "automatic", plugins: [] }

export default config
