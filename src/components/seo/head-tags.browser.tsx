import { lazy, Suspense } from "react"
import type { HelmetProps } from "react-helmet"

/**
 * react-helmet, fetched once the page has hydrated (see head-tags.tsx and Seo). A server-rendered
 * page never needs it while it hydrates: Seo leaves Helmet out then, because the server already
 * wrote the whole head. Only a page reached by a link in the browser writes its head, so Helmet
 * (5 KiB gzip with react-side-effect) stays out of every page's first-load JavaScript. Seo asks for
 * the chunk right after hydration, so it has arrived before the visitor follows a link; should a
 * link be quicker, the head follows the new page a moment later.
 */
const loadHelmet = () => import(/* webpackChunkName: "react-helmet" */ "react-helmet")

const LazyHelmet = lazy(() => loadHelmet().then(({ Helmet }) => ({ default: Helmet })))

export const HeadTags = (props: HelmetProps) => (
  <Suspense fallback={null}>
    <LazyHelmet {...props} />
  </Suspense>
)

// A failed fetch here is not an error yet: the page has its head, and the first page reached by
// a link asks for the chunk again when it renders HeadTags.
export const preloadHeadTags = (): Promise<unknown> => loadHelmet().catch(() => undefined)
