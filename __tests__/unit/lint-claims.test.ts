/** @jest-environment node */
// The claim linter, called in-process (docs/claim-linter.md): its rule cases, its recall and false
// positives on sentences written without looking at the rules, how it reads a built page, and the
// register's evidence. How it reads an article (remark, an ES module Jest cannot load) is checked
// through its command line, in copy-lint.test.ts.
import { readFileSync } from "fs"
import path from "path"
import { findClaims } from "../../scripts/lint-claims/claims"
import { feedTexts, pageTexts, registerEvidence, svgTexts } from "../../scripts/lint-claims/html"

const fixtures = path.resolve(__dirname, "../fixtures/copy-lint")
const lines = (file: string) =>
  readFileSync(path.join(fixtures, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("# "))
type Lang = "en" | "fr"
type Where = "selling" | "article" | "label"
const check = (text: string, lang: Lang, where: Where) =>
  findClaims(text, {
    lang,
    surface: where === "article" ? "article" : "selling",
    label: where === "label",
  })

describe.each<Lang>(["en", "fr"])("the rules, in %s", (lang) => {
  /** Each case of rules.<lang>.txt: its kind, whether it must be caught, where, the text. */
  const cases = lines(`rules.${lang}.txt`).reduce<{
    kind: string
    list: [string, string, Where, string][]
  }>(
    (acc, line) => {
      const heading = /^## (\S+)/u.exec(line)
      if (heading) return { ...acc, kind: heading[1] }
      const m = /^([+-]) (selling|article|label): (.*)$/u.exec(line)
      if (!m) throw new Error(`rules.${lang}.txt: cannot read "${line}"`)
      acc.list.push([acc.kind, m[1], m[2] as Where, m[3]])
      return acc
    },
    { kind: "", list: [] },
  ).list

  it.each(cases.filter(([, sign]) => sign === "+"))(
    "%s refuses (%s) on %s: %s",
    (kind, _, where, text) => {
      expect(check(text, lang, where).map((found) => found.kind)).toContain(kind)
    },
  )
  it.each(cases.filter(([, sign]) => sign === "-"))(
    "%s passes (%s) on %s: %s",
    (_kind, _, where, text) => {
      expect(check(text, lang, where)).toEqual([])
    },
  )
})

describe.each<Lang>(["en", "fr"])(
  "sentences written without looking at the rules, in %s",
  (lang) => {
    const risky = lines(`sets/risky.${lang}.txt`)
    const honest = lines(`sets/honest.${lang}.txt`).map((line) => ({
      text: line.replace(/^@article /u, ""),
      where: line.startsWith("@article ")
        ? (["article"] as const)
        : (["article", "selling"] as const),
    }))

    it("has the sets the rules are measured on", () => {
      expect(risky.length).toBeGreaterThanOrEqual(60)
      expect(honest.length).toBeGreaterThanOrEqual(40)
    })

    it("catches at least 90 % of the risky ones and flags at most 5 % of the honest ones", () => {
      const missed = (where: Where) => risky.filter((text) => check(text, lang, where).length === 0)
      const flagged = honest.flatMap(({ text, where }) =>
        where.filter((w) => check(text, lang, w).length > 0).map((w) => `${w}: ${text}`),
      )
      const checks = honest.reduce((sum, { where }) => sum + where.length, 0)
      const report = {
        recallInArticles: 1 - missed("article").length / risky.length,
        recallOnSellingSurfaces: 1 - missed("selling").length / risky.length,
        falsePositives: flagged.length / checks,
        missedInArticles: missed("article"),
        flagged,
      }
      console.log(`claim linter, ${lang}: ${JSON.stringify(report, null, 2)}`)
      expect(report.recallInArticles).toBeGreaterThanOrEqual(0.9)
      expect(report.recallOnSellingSurfaces).toBeGreaterThanOrEqual(0.9)
      expect(report.falsePositives).toBeLessThanOrEqual(0.05)
    })
  },
)

describe("a built page, as a visitor reads it", () => {
  const page = `<!doctype html><html lang="fr-CA"><head><title>LumaSculpt</title>
    <meta name="description" content="Raffermit la peau en douceur.">
    <script type="application/ld+json">{"@type":"Product","description":"Approuvé par Santé Canada","url":"https://x.ca/"}</script>
    </head><body><main><p>Nos clientes adorent la routine du soir.</p>
    <img alt="Illustration : l'appareil efface les rides">
    <article><header><h1>Le collagène, expliqué</h1></header>
    <p>Le collagène est une protéine. <b>Avec l'âge</b>, le corps en produit moins.</p></article>
    <p>Ne l'utilisez pas si vous avez :</p><ul><li>une rosacée active;</li></ul>
    <p>Idéal pour :</p><ul><li>la rosacée</li></ul>
    <button aria-label="Peau d'apparence plus ferme">Acheter</button></main></body></html>`
  const { lang, texts } = pageTexts(page)
  const findings = texts.flatMap((t) =>
    findClaims(t.text, { lang, surface: t.surface, label: t.label, lead: t.lead }).map(
      (f) => `${t.where}: ${f.kind}`,
    ),
  )

  it("reads the language, meta, JSON-LD, attributes, text and lists, and an article's body as an article", () => {
    expect(lang).toBe("fr")
    expect(texts).toEqual(
      expect.arrayContaining([
        {
          text: "Le collagène est une protéine. Avec l'âge , le corps en produit moins.",
          where: "<p>",
          surface: "article",
          label: false,
        },
        { text: "Le collagène, expliqué", where: "<h1>", surface: "selling", label: true },
      ]),
    )
    expect(findings.sort()).toEqual([
      "<h1>: body",
      "<li>: condition",
      "JSON-LD description: authority",
      "alt of <img>: outcome",
      "aria-label of <button>: look-label",
      "meta description: outcome",
    ])
  })

  it("reads a feed's titles and descriptions, and the words an SVG draws", () => {
    const feed = feedTexts(
      "<item><title><![CDATA[Botox at home]]></title><description>Calm &amp; quiet</description></item>",
    )
    expect(feed.map((t) => t.text)).toEqual(["Botox at home", "Calm & quiet"])
    expect(
      svgTexts(
        '<svg><title>LumaSculpt</title><text x="1">Lifts <tspan>jowls</tspan></text></svg>',
      ).map((t) => t.text),
    ).toEqual(["LumaSculpt", "Lifts  jowls"])
  })
})

describe("the register's evidence", () => {
  const register = {
    rating: { value: 4.8, count: 127, asOf: new Date("2026-11-20") },
    customers: { count: 10000 },
    shipping: { statement: { en: "Free shipping on eligible orders" } },
    seller: { legalName: { en: "9 out of 10 Beauty Inc." } },
    offers: [
      {
        label: { en: "15% off" },
        details: { en: "15% off, limited time, with the coupon" },
        startsOn: "2026-12-01",
        endsOn: "2026-12-31",
      },
    ],
  }
  // The build passes the offers running on its day: one during the offer, none after it.
  const during = registerEvidence(register)
  const after = registerEvidence({ ...register, offers: [] })
  const refused = (text: string, evidence = during) =>
    findClaims(text, { evidence }).map((f) => f.kind)

  it("lets a page repeat the register's figures, and refuses any other", () => {
    expect(refused("4.8 out of 5 from 127 ratings, as of November 20, 2026")).toEqual([])
    expect(refused("At least 10,000 customers")).toEqual([])
    expect(refused("4.9 out of 5 from 300 ratings")).toEqual(["figure"])
    expect(refused("9 out of 10 women saw brighter skin")).toContain("figure")
  })

  it("lets a page repeat a running offer's words and the shipping statement, and no others", () => {
    expect(refused("15% off, limited time, with the coupon")).toEqual([])
    expect(refused("15% off, limited time, with the coupon", after)).toContain("business")
    expect(refused("Free shipping on eligible orders")).toEqual([])
    expect(refused("Hurry, limited time!")).toEqual(["business"])
    // A component inside an article's page (a buy bar) may repeat them; what an author writes in
    // an article is checked before the build, where there is no evidence.
    const inArticle = (evidence?: typeof during) =>
      findClaims("$129.99 on Amazon.ca", { surface: "article", evidence }).map((f) => f.kind)
    expect(inArticle({ ...during, numbers: new Set(["129.99"]) })).toEqual([])
    expect(inArticle()).toEqual(["business"])
  })
})
