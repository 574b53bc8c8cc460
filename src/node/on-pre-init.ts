import type { GatsbyNode } from "gatsby"
import { resolveListing } from "../lib/listing"

/**
 * The build's first step: judge the listing variables before any image or page work. A production
 * deploy without a real Amazon.ca product URL, or malformed attribution tags in any context, stop
 * the build with one message naming the variable; previews and local builds warn and go on.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    const { warnings } = resolveListing(process.env)
    warnings.forEach((warning) => reporter.warn(warning))
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}
