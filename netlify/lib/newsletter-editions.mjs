// The two newsletter lists, one per edition of the site, as the server side sees them: the tag the
// form's hidden `language` field carries and the page a confirmed subscriber lands on. The site's
// own copies are src/data/locale.ts (localeSettings) and src/data/routes.ts (localizedRoutes);
// __tests__/unit/newsletter-forward.test.ts fails if these drift from them. Plain JavaScript so
// the replay script runs under Node without TypeScript.

/** @typedef {"en" | "fr"} Edition */

/** @type {readonly Edition[]} */
export const editions = ["en", "fr"]

/** @type {Readonly<Record<Edition, { lang: string, confirmedPath: string }>>} */
export const editionSettings = {
  en: { lang: "en-CA", confirmedPath: "/subscribed/" },
  fr: { lang: "fr-CA", confirmedPath: "/fr/abonnement-confirme/" },
}

/**
 * The edition a signup belongs to: its `language` field, or for a submission without one the path
 * of the page it came from (French pages live under /fr/), or English, the site's default.
 *
 * @param {string | undefined} lang
 * @param {string | undefined} referrer
 * @returns {Edition}
 */
export const editionOf = (lang, referrer) => {
  const byLang = editions.find((edition) => editionSettings[edition].lang === lang?.trim())
  if (byLang) return byLang
  try {
    const { pathname } = new URL(referrer ?? "")
    if (pathname === "/fr" || pathname.startsWith("/fr/")) return "fr"
  } catch {
    // No referrer, or not a URL: the default edition.
  }
  return "en"
}
