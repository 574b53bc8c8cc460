/**
 * Numbers as each edition writes them: 10,000 and 4.8 in English, 10 000 and 4,8 in French (a
 * no-break space groups thousands, so the figure never wraps). Spelled out rather than through
 * Intl.NumberFormat, whose locale data costs the browser time while it hydrates, for figures the
 * server has already rendered.
 */
import type { Locale } from "../data/locale"

const separators: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  en: { group: ",", decimal: "." },
  fr: { group: "\u00a0", decimal: "," },
}

/** 10000 → "10,000" (en) or "10 000" (fr). */
export const formatCount = (value: number, locale: Locale): string =>
  String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separators[locale].group)

/** 4.8 → "4.8" (en) or "4,8" (fr). */
export const formatDecimal = (value: number, locale: Locale): string =>
  String(value).replace(".", separators[locale].decimal)

/** 129.99 → "$129.99" (en) or "129,99 $" (fr), always with cents: Canadian dollars. */
export const formatPrice = (amount: number, locale: Locale): string => {
  const [dollars, cents] = amount.toFixed(2).split(".")
  const figure = `${formatCount(Number(dollars), locale)}${separators[locale].decimal}${cents}`
  return locale === "en" ? `$${figure}` : `${figure}\u00a0$`
}

/**
 * A sentence's first letter in lower case: French writes the word after a colon that way unless
 * it is a proper noun ("Conseil : utilisez…", "Titre : responsable…").
 */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1)
