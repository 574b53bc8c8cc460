/**
 * The carousel as the server render and the unit tests import it: the component itself.
 *
 * Browser bundles get `product-carousel-slot.browser.tsx` instead (see
 * src/node/on-create-webpack-config.ts), which loads the carousel and react-slick as a chunk of
 * their own, so they stay off every page's first-load JavaScript.
 */
export { ProductCarousel as ProductCarouselSlot } from "./product-carousel"
