import { articleCopy } from "../data/blog"

export const wordsPerMinute = 200

/** Words a reader reads: JSX tags, link targets, code fences and markup are not words. */
export const countWords = (mdxBody: string): number => {
  const prose = mdxBody
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^(?:import|export)\s.*$/gm, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
  return prose.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** "N min read" at 200 words a minute, never less than one minute. */
export const readTimeFor = (mdxBody: string): string =>
  articleCopy.readTime(Math.max(1, Math.ceil(countWords(mdxBody) / wordsPerMinute)))
