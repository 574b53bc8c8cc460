/**
 * The site's two editions. English is the source; every French string is a translation typed
 * against it (src/data/fr/), so a missing French string is a type error.
 */
export const locales = ["en", "fr"] as const

export type Locale = (typeof locales)[number]

export type LocaleSettings = {
  /** BCP 47 tag: <html lang>, hreflang, JSON-LD inLanguage. */
  readonly lang: string
  /** Open Graph's form of the same tag. */
  readonly ogLocale: string
  /** The edition's name in its own language, and its two-letter form: the header's switch. */
  readonly name: string
  readonly abbreviation: string
  /** Amazon.ca's `language` parameter for this edition's buy links (English is the default). */
  readonly listingLanguage: string | null
}

export const localeSettings: Readonly<Record<Locale, LocaleSettings>> = {
  en: {
    lang: "en-CA",
    ogLocale: "en_CA",
    name: "English",
    abbreviation: "EN",
    listingLanguage: null,
  },
  fr: {
    lang: "fr-CA",
    ogLocale: "fr_CA",
    name: "Français",
    abbreviation: "FR",
    listingLanguage: "fr_CA",
  },
}

/** The edition search engines get when no language matches (hreflang x-default). */
export const defaultLocale: Locale = "en"

/** The other edition: the language switch leads there. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "fr" : "en")
