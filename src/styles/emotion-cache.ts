/** The key of every class name emotion writes, on the server and in the browser: `css-<id>`. */
export const emotionKey = "css"

/**
 * The attribute gatsby-ssr gives each <style> of emotion's server-rendered CSS, written as
 * @emotion/server's own style tags write it: the cache's key, then the ids of the rules inside.
 * The browser's cache (emotion's default, which has the same key) finds these elements, counts
 * their rules as inserted and moves them to the end of <head>, so hydrating components adds none of
 * them again.
 */
export const serverStyleAttributes = (key: string, ids: readonly string[]) => ({
  "data-emotion": `${key} ${ids.join(" ")}`,
})
