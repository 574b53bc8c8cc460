/** Copy shared by the layout and the error pages. */
import { brand } from "./site"

export const layoutCopy = {
  skipLink: "Skip to main content",
  homeLink: `${brand.name} home`,
  mainNav: "Main",
  socialNavHeader: `${brand.name} on social media`,
  socialNavFooter: `Follow ${brand.name}`,
  footerNav: "Footer",
  blogLink: "Blog",
  privacyLink: "Privacy",
  /** The safety page (/safety/). */
  safetyLink: "Safety",
  guaranteeLink: "Guarantee",
  /** A mailto link to the register's seller email. */
  contactLink: "Contact us",
  newTab: "(opens in a new tab)",
  /**
   * `{year}` becomes the current year, `{legalName}` the register's seller. Plain text, as this
   * copy travels in each page's context.
   */
  copyright: "© {year} {legalName}",
  /** Only while the register holds a licence number. */
  licence: "Health Canada medical device licence no. {licence}",
  /** The share image's description for social previews (og:image:alt). */
  shareImageAlt: `The ${brand.name} name and the words Red light, EMS and Cooling, beside an illustration of the face massager with its LED head glowing red`,
}

export const notFoundCopy = {
  title: `Page not found | ${brand.name}`,
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  homeLink: "Return to Home",
}

/**
 * The console line an unknown path logs, before the path. For developers, not visitors:
 * the same in both editions, so one search finds every miss.
 */
export const notFoundLogPrefix = "404 Error: User attempted to access non-existent route:"

export const errorCopy = {
  title: "Unexpected Application Error!",
  body: "Something went wrong while showing this page. Please try again, or go back to the home page.",
  homeLink: "Return to Home",
}

/** The line the other edition's not-found page shows, in English, to invite English readers here. */
export const editionInvite = {
  text: "Looking for the English edition?",
  link: "English home page",
}
