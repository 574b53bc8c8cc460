import { lazy } from "react"

/**
 * The carousel in the browser: react-slick and the carousel code as a chunk of their own, asked
 * for as the home page's code runs, in parallel with hydration.
 *
 * The slot sits inside a Suspense boundary (HydrateLater). While the chunk is on its way React
 * leaves that boundary's server HTML as it is (the first slide, the controls, the dots) and
 * hydrates the rest of the page; when the chunk arrives it hydrates the carousel in place, so
 * nothing is replaced and nothing moves. The slides are plain links to the listing, which work
 * before that too.
 */
// The chunk name is how the byte budgets find it (scripts/lib/budgets.mjs, carouselChunkName).
const carousel = import(/* webpackChunkName: "product-carousel" */ "./product-carousel")

export const ProductCarouselSlot = lazy(() =>
  carousel.then(({ ProductCarousel }) => ({ default: ProductCarousel })),
)
