import type { GatsbyNode } from "gatsby"
import { factsAtBuild } from "../business/facts"
import { buildDay } from "../business/node/build-day"
import { judgeRegister, readRegister, registerPath } from "../business/node/register"
import { articleRenderKey, articleRenderKeyId, articleRenderKeyType } from "./article-render-key"

/**
 * Puts the owner's register (content/business.yaml) in the data layer as the one `business` node,
 * after judging it: a malformed value stops every build, a sample register or a stale rating stops
 * a production build (src/business/node/register.ts). Components read it with useBusiness().
 * Also the key of what rendered articles depend on (src/node/article-render-key.ts).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createContentDigest,
  reporter,
}) => {
  let business
  try {
    business = readRegister()
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  let today: string
  try {
    today = buildDay()
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  const { errors, warnings } = judgeRegister(business, {
    context: process.env.CONTEXT,
    today,
    hook: process.env.INCOMING_HOOK_TITLE,
  })
  warnings.forEach((warning) => reporter.warn(warning))
  if (errors.length > 0) {
    reporter.panic(errors.join("\n"))
    return
  }
  const content = { ...business, ...factsAtBuild(business, today) }
  actions.createNode({
    ...content,
    id: "business-register",
    internal: {
      type: "Business",
      contentDigest: createContentDigest(content),
      description: registerPath,
    },
  })
  // What rendered articles depend on besides their MDX (src/node/article-render-key.ts).
  const hash = articleRenderKey(today)
  actions.createNode({
    id: articleRenderKeyId,
    hash,
    internal: { type: articleRenderKeyType, contentDigest: hash },
  })
}
