// Its own module: the browser entry's scroll function needs the name and none of the theme.

/**
 * Set on <html> by the server render (gatsby-ssr.tsx) of a page whose styles use renderWhenNear
 * (each home page and article), and removed the first time Gatsby scrolls
 * (src/lib/scroll-on-navigation.ts, Gatsby's shouldUpdateScroll): a link followed, back or forward,
 * or a return to a saved position or #fragment on load; or once the page has rendered, in idle
 * time after hydrating, the blocks still waiting (src/lib/render-rest-when-idle.ts). Blocks styled
 * with renderWhenNear wait to render only while it is there.
 */
export const renderWhenNearAttribute = "data-render-when-near"
