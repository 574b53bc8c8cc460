/**
 * The claim linter on everything a visitor reads in the build, both editions: every text block,
 * alt, aria-label and title, the meta and share texts, the JSON-LD strings, the feeds, the web
 * manifests and the words the SVGs draw (docs/claim-linter.md). Figures and offer words a page
 * repeats from content/business.yaml stand on the register's evidence.
 */
import { existsSync, readFileSync, readdirSync } from "fs"
import path from "path"
import { findClaims } from "../../scripts/lint-claims/claims"
import {
  feedTexts,
  pageTexts,
  registerEvidence,
  svgTexts,
  type PageText,
} from "../../scripts/lint-claims/html"
import { todayInOfferZone } from "../../src/business/days"
import { isOfferLive } from "../../src/business/facts"
import { parseRegister, readRegister, registerPath } from "../../src/business/node/register"
import { listPages, projectRoot, publicDir } from "./support"

/** What a page may repeat: the register as the build reads it, with the offers running today. */
const evidenceOf = (register: ReturnType<typeof readRegister>) =>
  registerEvidence({
    ...register,
    offers: register.offers.filter((offer) => isOfferLive(offer, todayInOfferZone())),
  })
const evidence = evidenceOf(readRegister(projectRoot))

// The header, footer and safety notes repeat on every page: each text is judged once.
const judged = new Map<string, ReturnType<typeof findClaims>>()
const judge = (lang: "en" | "fr", { text, surface, label, lead }: PageText) => {
  const key = [lang, surface, label, lead, text].join("\0")
  if (!judged.has(key)) judged.set(key, findClaims(text, { lang, surface, label, lead, evidence }))
  return judged.get(key) ?? []
}

/** Each claim in these texts, as a report line naming the file and where in it. */
const claimsIn = (file: string, lang: "en" | "fr", texts: PageText[]) =>
  texts.flatMap((text) =>
    judge(lang, text).map(
      ({ match, why, sentence }) =>
        `${file} ${text.where}: Forbidden claim (${match}) -- ${why}: “${sentence}”`,
    ),
  )

/** Every file under a folder of the build whose name ends so. */
const filesEnding = (ending: string) =>
  readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(ending) && !file.startsWith("admin"),
  )

const pages = listPages().map((file) => ({
  file,
  ...pageTexts(readFileSync(path.join(publicDir, file), "utf8")),
}))

it("reads every page of both editions", () => {
  expect(pages.filter((page) => page.lang === "en").length).toBeGreaterThan(5)
  expect(pages.filter((page) => page.lang === "fr").length).toBeGreaterThan(5)
  expect(pages.every((page) => page.texts.some((t) => t.surface === "selling"))).toBe(true)
  expect(pages.some((page) => page.texts.some((t) => t.surface === "article"))).toBe(true)
})

it("finds no claim on any page", () => {
  expect(pages.flatMap(({ file, lang, texts }) => claimsIn(file, lang, texts))).toEqual([])
})

it("finds no claim in the feeds, the web manifests or the words an SVG draws", () => {
  const lang = (file: string): "en" | "fr" => (/(?:^|\/)fr\/|fr-CA/u.test(file) ? "fr" : "en")
  const read = (file: string) => readFileSync(path.join(publicDir, file), "utf8")
  const manifestTexts = (json: string): PageText[] => {
    const { name, short_name, description } = JSON.parse(json)
    return [name, short_name, description]
      .filter((text): text is string => typeof text === "string")
      .map((text) => ({ text, where: "manifest", surface: "selling", label: false }))
  }
  const sources = [
    ...filesEnding("rss.xml").map((file) => ({
      file,
      lang: lang(file),
      texts: feedTexts(read(file)),
    })),
    ...filesEnding(".webmanifest").map((file) => ({
      file,
      lang: lang(file),
      texts: manifestTexts(read(file)),
    })),
    ...[
      ...filesEnding(".svg").map((file) => path.join(publicDir, file)),
      ...readdirSync(path.join(projectRoot, "src", "images"))
        .filter((file) => file.endsWith(".svg"))
        .map((file) => path.join(projectRoot, "src", "images", file)),
    ].map((file) => ({
      file: path.relative(projectRoot, file),
      lang: "en" as const,
      texts: svgTexts(readFileSync(file, "utf8")),
    })),
  ]
  // Each kind of file was found and read: two feeds, a manifest per edition, an SVG that says something.
  const readAll = (ending: string) =>
    sources.filter((s) => s.file.endsWith(ending) && s.texts.length > 0)
  expect(readAll("rss.xml").length).toBeGreaterThanOrEqual(2)
  expect(readAll(".webmanifest").length).toBeGreaterThanOrEqual(2)
  expect(readAll(".svg").length).toBeGreaterThanOrEqual(1)
  expect(sources.flatMap(({ file, lang, texts }) => claimsIn(file, lang, texts))).toEqual([])
})

it("names the page and the place of a claim planted in a page's text, an alt text and an article's body", () => {
  const home = pages.find((page) => page.file === "index.html")
  const article = pages.find((page) => page.texts.some((t) => t.surface === "article"))
  if (!home || !article || !existsSync(path.join(publicDir, article.file)))
    throw new Error("no home or article page")
  const planted = (html: string) =>
    html
      .replace(
        /<main[^>]*>/u,
        '$&<p>Clinically proven to lift sagging jowls.</p><img alt="Rated 4.9 by 9 out of 10 women">',
      )
      .replace(
        /(<article[^>]*>[\s\S]*?<\/header>)/u,
        "$1<p>LumaSculpt clears rosacea for good.</p>",
      )
  const read = (file: string) =>
    pageTexts(planted(readFileSync(path.join(publicDir, file), "utf8")))
  const report = [home.file, article.file].flatMap((file) =>
    claimsIn(file, read(file).lang, read(file).texts),
  )
  expect(report).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^index\.html <p>: Forbidden claim \(Clinically proven\)/u),
      expect.stringMatching(/^index\.html alt of <img>: Forbidden claim \(Rated 4\.9\)/u),
      expect.stringMatching(new RegExp(`^${article.file} <p>: Forbidden claim \\(rosacea\\)`, "u")),
    ]),
  )
})

it("names the register's field that holds a planted claim", () => {
  const source = readFileSync(path.join(projectRoot, registerPath), "utf8").replace(
    /(statement:\s*\n\s*en: ).*/u,
    "$1Ships free, and clears acne in 7 days.",
  )
  const register = parseRegister(source)
  /** Every string of the register with its path, as a selling surface. */
  const strings = (value: unknown, at: string): [string, string][] =>
    typeof value === "string"
      ? [[at, value]]
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => strings(inner, at ? `${at}.${key}` : key))
        : []
  const report = strings(register, "").flatMap(([at, text]) =>
    findClaims(text, { lang: /\.fr$/u.test(at) ? "fr" : "en", evidence: evidenceOf(register) }).map(
      ({ match }) => `${registerPath} ${at}: Forbidden claim (${match})`,
    ),
  )
  expect(report).toEqual([`${registerPath} shipping.statement.en: Forbidden claim (acne)`])
})
