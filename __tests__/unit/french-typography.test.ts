/** @jest-environment node */
// The French typography rules the build tests apply to every French page, the French web
// manifest and the French feed (__tests__/build/editions.test.ts): each rule must catch what it
// is for, and leave alone what it must skip. Also the French copy this part of the site owns.
import { layoutCopy } from "../../src/data/fr/ui"
import { webAppCopy } from "../../src/data/fr/web-app"
import { frenchPageTexts, frenchTypographyOffences, offencesIn } from "../support/french-typography"
import { parseHtml } from "../../scripts/lib/parse-html"

const narrow = "\u202f"
const noBreak = "\u00a0"

describe("French typography rules", () => {
  it.each([
    [`Comment l'utiliser${narrow}?`],
    [`Merci${narrow}!`],
    [`une recherche${narrow}; puis une autre`],
    [`Vraiment${narrow}?!`],
    [`En bref${noBreak}: une adresse`],
    [`En bref${narrow}: une adresse`],
    [`«${narrow}Article introuvable${narrow}»`],
    [`dans les 10${noBreak}jours ouvrables, 15${noBreak}% de rabais, 129,99${noBreak}$`],
    ["les 10 conseils et 3 minuteries de la semaine"],
  ])("accepts %j", (text) => {
    expect(frenchTypographyOffences(text)).toEqual([])
  })

  it.each([
    ["nothing before ?", "Comment l'utiliser?", "U+202F before"],
    ["a plain space before !", "Oups ! Page introuvable", "U+202F before"],
    ["U+00A0 before ;", `une recherche${noBreak}; puis`, "U+202F before"],
    ["nothing before ;", "(bleu, vert, orange et rouge); une recherche", "U+202F before"],
    ["a plain space before :", "En bref : une adresse", 'U+00A0 before ":"'],
    ["nothing before :", "En bref: une adresse", 'U+00A0 before ":"'],
    ["U+00A0 after «", `«${noBreak}Article${narrow}»`, 'U+202F after "«"'],
    ["a plain space before »", `«${narrow}Article »`, 'U+202F before "»"'],
    ["a plain space between a number and its unit", "dans les 10 jours ouvrables", "its unit"],
    ["a plain space before %", "15 % de rabais", "its unit"],
  ])("rejects %s", (_, text, rule) => {
    const offences = frenchTypographyOffences(text)
    expect(offences).toHaveLength(1)
    expect(offences[0]).toContain(rule)
  })

  it("skips web addresses and clock times", () => {
    expect(
      frenchTypographyOffences(
        `Voir https://www.amazon.ca/dp/B0?language=fr_CA à 10:30, publié le 2026-11-10T00:00:00.000Z`,
      ),
    ).toEqual([])
  })

  it("labels each offence with where it was found", () => {
    expect(offencesIn([["<title>", "Oups!"]])).toEqual([
      expect.stringMatching(/^<title>: U\+202F before "!", found "s"/),
    ])
  })
})

describe("a French page's texts", () => {
  const page = (body: string, head = "") =>
    parseHtml(`<!doctype html><html lang="fr-CA"><head>${head}</head><body>${body}</body></html>`)

  it("include the title, read meta tags, read attributes, JSON-LD strings and visible text", () => {
    const texts = frenchPageTexts(
      page(
        `<p>Oups!</p><img alt="Image: une" src="/a.jpg"><button aria-label="Fermer!">x</button>`,
        `<title>Titre?</title><meta name="description" content="Description; une">
         <meta property="og:image:alt" content="Alt!"><meta name="twitter:title" content="Titre?">
         <script type="application/ld+json">{"@type":"FAQPage","name":"Question?","url":"https://a.ca/?b"}</script>`,
      ),
    )
    const offences = offencesIn(texts)
    for (const where of [
      "<title>",
      'meta[name="description"]',
      'meta[property="og:image:alt"]',
      'meta[name="twitter:title"]',
      "<img alt>",
      "<button aria-label>",
      "JSON-LD.name",
      "visible text",
    ])
      expect(offences).toContainEqual(expect.stringMatching(new RegExp(`^${literal(where)}: `)))
    expect(offences).toHaveLength(8)
  })

  it("leave out English (a study's title) but check the French punctuation after it", () => {
    const texts = frenchPageTexts(
      page(
        `<p>L'étude <span lang="en">Does it work? A trial: 2020</span>${noBreak}: voir.</p>` +
          `<a lang="en-CA" aria-label="English: this page" href="/">EN</a>` +
          `<p>Titre <cite lang="en">Skin: a review</cite>?</p>`,
      ),
    )
    expect(offencesIn(texts)).toEqual([
      expect.stringMatching(/^visible text: U\+202F before "\?", found "N"/),
    ])
  })
})

describe("the French copy of the share image and web manifest", () => {
  it.each([
    ["og:image:alt", layoutCopy.shareImageAlt],
    ["manifest name", webAppCopy.name],
    ["manifest description", webAppCopy.description],
  ])("%s follows French typography", (_, text) => {
    expect(frenchTypographyOffences(text)).toEqual([])
  })
})

/** A label as a literal in a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
