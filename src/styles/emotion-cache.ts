import createCache, { type EmotionCache } from "@emotion/cache"

/**
 * The attribute gatsby-ssr gives each <style> of emotion's server-rendered CSS: the ids of the
 * rules in it, space-separated. Not emotion's own `data-emotion`: the browser cache would move
 * every such element to the end of <head> twice while the page starts (emotion's hydration), and
 * each move makes the browser drop the stylesheet, add it again and work out every element's
 * style anew.
 */
export const serverStyleIdsAttribute = "data-emotion-ids"

/** The key of every class name emotion writes, on the server and in the browser: `css-<id>`. */
export const emotionKey = "css"

/**
 * The browser's emotion cache. It takes the server's <style> elements as they are, where they
 * are: every rule in them counts as inserted, so hydrating components adds none of them again.
 * Rules the server did not render (styles only the browser needs) go into new <style> elements
 * after them, as emotion always does.
 */
export const createBrowserEmotionCache = (): EmotionCache => {
  const cache = createCache({ key: emotionKey })
  document.head.querySelectorAll(`style[${serverStyleIdsAttribute}]`).forEach((style) => {
    for (const id of (style.getAttribute(serverStyleIdsAttribute) ?? "").split(" ")) {
      if (id) cache.inserted[id] = true
    }
  })
  return cache
}
