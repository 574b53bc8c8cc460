/** @jest-environment node */
// The copy linter (npm run lint:copy) run the way npm test runs it, on planted files in
// __tests__/fixtures/copy-lint/ (outside its own files) and on the real copy. docs/claim-linter.md
// explains the claims half.
import { spawnSync } from "child_process"
import { readFileSync } from "fs"
import path from "path"
import { parse } from "yaml"

// cspell starts a fresh process per run: seconds each, more on a busy machine.
jest.setTimeout(60_000)

const root = path.resolve(__dirname, "../..")
const fixtures = path.join("__tests__", "fixtures", "copy-lint")
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
).scripts

/** Each command of the lint:copy script, as argv with local binaries resolved (no shell, no npx). */
const lintCopyCommands = (): string[][] =>
  scripts["lint:copy"].split("&&").map((command) => {
    const [program, ...args] = command.trim().split(/\s+/)
    if (program === "cspell") return [process.execPath, "node_modules/cspell/bin.mjs", ...args]
    if (program === "node") return [process.execPath, ...args]
    throw new Error(`lint:copy runs ${program}; teach this test how to run it`)
  })

/** Runs every command of lint:copy, as `&&` would, on the given files (none: its own scope). */
const lintCopy = (...files: string[]) =>
  lintCopyCommands().reduce(
    (result, [program, ...args]) => {
      if (result.status !== 0) return result
      const run = spawnSync(program, [...args, ...files], { cwd: root, encoding: "utf8" })
      return { status: run.status, output: result.output + run.stdout + run.stderr }
    },
    { status: 0 as number | null, output: "" },
  )

/** The claims half of lint:copy (scripts/lint-claims.mjs), as argv. */
const claimsCommand = () => {
  const command = lintCopyCommands().find((argv) =>
    argv.some((arg) => arg.endsWith("lint-claims.mjs")),
  )
  if (!command) throw new Error("lint:copy no longer runs scripts/lint-claims.mjs")
  return command
}

const claimRuns = new Map<string, { status: number | null; output: string }>()
/** Runs the claims half alone with these arguments (options and files); each run once. */
const claimsOn = (...args: string[]) => {
  const key = args.join("\0")
  const cached = claimRuns.get(key)
  if (cached) return cached
  const [program, ...rest] = claimsCommand()
  const run = spawnSync(program, [...rest, ...args], { cwd: root, encoding: "utf8" })
  const result = { status: run.status, output: run.stdout + run.stderr }
  claimRuns.set(key, result)
  return result
}

/** The files lint:copy checks for claims by default, as the linter lists them. */
const scopeOfClaims = () =>
  claimsOn("--list-files")
    .output.split("\n")
    .filter((line) => line.trim() !== "")

/** Every line with a cspell directive (cspell:, cSpell:, spell-checker:, spellchecker:, any case). */
const exemptionsIn = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        /(?:cspell|spell-?checker)\s*:/i.test(line) ? [{ file, line: line.trim(), at: i + 1 }] : [],
      ),
  )

/** Runs each command on its own, so one file can be checked by both halves. */
const eachCommand = (file: string) =>
  lintCopyCommands().map(([program, ...args]) =>
    spawnSync(program, [...args, file], { cwd: root, encoding: "utf8" }),
  )

/** "file:line:" of the first line of a fixture that contains `text`. */
const locationOf = (file: string, text: string) => {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n")
  const index = lines.findIndex((line) => line.includes(text))
  if (index < 0) throw new Error(`${file} does not contain ${text}`)
  return `${file}:${index + 1}:`
}

const fixture = (name: string) => path.join(fixtures, name)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** cspell's and lint-claims' report line: "file:line:column - Forbidden … (word)". */
const report = (file: string, lineText: string, kind: string, word: string) =>
  new RegExp(`${escape(locationOf(file, lineText))}\\d+\\s+- ${kind} \\(${escape(word)}\\)`)

describe("the copy linter", () => {
  it("runs in npm test, right after the code linter", () => {
    expect(scripts.test).toContain("npm run lint && npm run lint:copy && ")
    expect(scripts["lint:copy"]).toMatch(/^cspell --no-progress --show-context\b/)
  })

  it("fails on a forbidden claim, naming the file, the line and the word", () => {
    const file = fixture("planted-claim.mdx")
    const { status, output } = lintCopy(file)
    expect(status).not.toBe(0)
    expect(output).toMatch(report(file, "clinically proven", "Forbidden word", "clinically"))
  })

  it("fails on British -ise and -yse spellings, naming the file, the line and the word", () => {
    const file = fixture("planted-spelling.ts")
    const { status, output } = lintCopy(file)
    expect(status).not.toBe(0)
    expect(output).toMatch(report(file, "moisturiser", "Forbidden word", "moisturiser"))
    // en-CA's dictionary accepts "analyse": flagWords is what keeps it out.
    for (const word of ["minimising", "randomised", "summarises", "photosensitising", "analyse"]) {
      expect(output).toMatch(report(file, word, "Forbidden word", word))
    }
  })

  it("fails on claims of two or more words, with no exemption comment", () => {
    const file = fixture("planted-phrases.ts")
    const [spelling, claims] = eachCommand(file)
    expect(spelling.status).not.toBe(0)
    expect(spelling.stdout).toMatch(report(file, "nutrient", "Forbidden word", "nutrient"))
    expect(claims.status).not.toBe(0)
    const claim = (lineText: string, words: string) =>
      report(file, lineText, "Forbidden claim", words)
    expect(claims.stdout).toMatch(claim("nutrient absorption", "nutrient absorption"))
    expect(claims.stdout).toMatch(claim("collagen", "support the skin's natural collagen"))
    expect(claims.stdout).toMatch(claim("treats acne", "treats acne"))
  })

  it("checks French copy in French: a misspelling, claim words and claims of several words fail", () => {
    const file = fixture(path.join("fr", "planted-claims.mdx"))
    const [spelling, claims] = eachCommand(file)
    expect(spelling.status).not.toBe(0)
    expect(spelling.stdout).toMatch(report(file, "régullière", "Unknown word", "régullière"))
    expect(spelling.stdout).toMatch(report(file, "cliniquement", "Forbidden word", "cliniquement"))
    // Correct French is not reported as unknown English.
    expect(spelling.stdout).not.toMatch(/Unknown word \((?:peau|lumineuse|appareil)\)/)
    expect(claims.status).not.toBe(0)
    const claim = (lineText: string, words: string) =>
      report(file, lineText, "Forbidden claim", words)
    expect(claims.stdout).toMatch(claim("traite l'acné", "traite l'acné"))
    expect(claims.stdout).toMatch(claim("collagène", "stimule la production de collagène"))
    expect(claims.stdout).toMatch(claim("nutriments", "absorption des nutriments"))
    expect(claims.stdout).toMatch(claim("effets secondaires", "sans effets secondaires"))
  })

  it("passes French disclaimers: what the device does not do", () => {
    const { status, output } = lintCopy(fixture(path.join("fr", "clean-disclaimers.mdx")))
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(status).toBe(0)
  })

  it("passes honest disclaimers: what the device does not do, letting a sunburn heal", () => {
    const { status, output } = lintCopy(fixture("clean-disclaimers.mdx"))
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(status).toBe(0)
  })

  it("passes the real copy: articles, copy modules, components, pages, templates, config, register", () => {
    const { status, output } = lintCopy()
    expect(output).not.toMatch(/Forbidden|Unknown|Missing/)
    expect(output).toMatch(/Files checked: [1-9]/)
    expect(status).toBe(0)
  })

  it("checks the strings of components, pages, templates, gatsby-config.ts and the register", () => {
    const files = scopeOfClaims()
    expect(files).toEqual(expect.arrayContaining([path.join("content", "business.yaml")]))
    expect(files).toEqual(expect.arrayContaining(["gatsby-config.ts"]))
    for (const dir of ["content/blog", "content/blogue", "src/data", "src/data/fr"]) {
      expect(files.some((file) => path.dirname(file).startsWith(path.normalize(dir)))).toBe(true)
    }
    for (const dir of ["src/components", "src/pages", "src/templates"]) {
      expect(
        files.some((file) => file.startsWith(path.normalize(dir)) && file.endsWith(".tsx")),
      ).toBe(true)
    }
  })

  it("no line of the copy carries a spelling exemption, in any spelling cspell accepts", () => {
    // cspell reads cspell:, cSpell:, spell-checker: and spellchecker: directives, in any case.
    const planted = fixture("exemption-comments.mdx")
    expect(exemptionsIn([planted]).map(({ line }) => line)).toEqual([
      "{/* cSpell:disable */}",
      "{/* spellchecker: disable-next-line */}",
      "{/* Spell-Checker: ignore */}",
      "{/* CSPELL:disable-line */}",
    ])
    expect(exemptionsIn(scopeOfClaims())).toEqual([])
  })
})

// Issue 43 item 7 and the editorial review's Part D (B-M10): each claim below once passed the
// linter. The English probes are in evasions.mdx, their French twins in fr/evasions.mdx, and
// claims split by JSX or escaped in strings in evasions.tsx.
describe("the claim linter cannot be fooled", () => {
  const english = fixture("evasions.mdx")
  const french = fixture(path.join("fr", "evasions.mdx"))
  const jsx = fixture("evasions.tsx")
  /** The claims half on one probe file, with a register that holds no offer (urgency is a claim). */
  const claimsIn = (file: string) => claimsOn("--register", fixture("register-no-offer.yaml"), file)

  /** [what the probe tries, a text that finds its line, the claim reported] */
  const englishProbes: [string, string, string][] = [
    ["a negator that only starts a comparison (no other)", "No other device", "boosts collagen"],
    ["a negation that a comma and 'but' close", "Not magic, but", "boosts collagen"],
    ["a negation inside 'unlike …'", "Unlike creams", "boosts collagen"],
    ["a negation before a dash", "not a gimmick", "stimulates collagen"],
    ["a negation before 'and it'", "won't hurt", "boosts collagen"],
    ["a negative bullet before the claim's bullet", "Boosts collagen in weeks", "Boosts collagen"],
    ["a negative heading before the claim", "It stimulates collagen while", "stimulates collagen"],
    ["bold text inside the phrase", "Our Red mode", "boosts collagen"],
    ["an escaped non-breaking space", "boosts&amp;nbsp;collagen", "boosts collagen"],
    ["a link inside the phrase", "boosts [collagen]", "boosts collagen"],
    ["noun order in title case", "### **Collagen Boost**", "Collagen Boost"],
    ["noun order", "collagen boosting", "collagen boosting"],
    [
      "words between verb and collagen",
      "production of collagen",
      "boosts the production of collagen",
    ],
    ["making more collagen", "make more collagen", "make more collagen"],
    ["acne treatment", "acne treatment", "acne treatment"],
    ["killing acne bacteria", "kills acne bacteria", "kills acne"],
    ["an adjective before the condition", "treats stubborn acne", "treats stubborn acne"],
    ["calming inflammation", "calms inflammation", "calms inflammation"],
    ["soothing inflammation", "soothes inflammation", "soothes inflammation"],
    ["reducing swelling", "reduces swelling", "reduces swelling"],
    ["improving circulation", "improves circulation", "improves circulation"],
    ["blood flow", "More blood flow", "blood flow"],
    ["microcirculation", "boosts microcirculation", "microcirculation"],
    ["lymph flow", "lymph flow", "lymph flow"],
    ["a lymph-draining massage", "lymph-draining", "lymph-draining"],
    ["relieving pain", "relieves TMJ pain", "relieves TMJ"],
    ["repairing skin", "repairs damaged skin", "repairs damaged skin"],
    ["stimulating fibroblasts", "stimulates fibroblasts", "stimulates fibroblasts"],
    ["cellular ATP", "cellular ATP production", "increases cellular ATP"],
    ["rosacea relief", "rosacea relief", "rosacea relief"],
    ["a word between the verb and the muscles", "jawline muscles", "tones your jawline muscles"],
    ["lifting the face", "lifts the face", "lifts the face"],
    ["a facelift", "non-surgical facelift", "non-surgical facelift"],
    ["reducing wrinkles", "reduces wrinkles by 40%", "reduces wrinkles"],
    ["eliminating fine lines", "eliminates fine lines", "eliminates fine lines"],
    [
      "words inside 'Health Canada … approved'",
      "Health Canada has approved",
      "Health Canada has approved",
    ],
    ["Health Canada authorized", "Health Canada authorized", "Health Canada authorized"],
    [
      "dermatologist recommended, with a space",
      "Dermatologist recommended",
      "Dermatologist recommended",
    ],
    ["proven results", "Proven results", "Proven results"],
    ["a device class", "Class II medical device", "Class II medical device"],
    ["wrinkles in noun order (a feature title)", "Wrinkle Reduction", "Wrinkle Reduction"],
  ]
  const frenchProbes: [string, string, string][] = [
    ["aucun autre", "Aucun autre appareil", "stimule autant le collagène"],
    ["une négation que « mais » referme", "pas magique, mais", "stimule le collagène"],
    ["une négation dans « contrairement à »", "Contrairement aux crèmes", "stimule le collagène"],
    ["une négation avant un tiret", "pas un gadget", "stimule le collagène"],
    ["une négation avant « et il »", "ne fait pas mal", "stimule le collagène"],
    [
      "une puce négative avant celle de l'allégation",
      "Stimule le collagène en",
      "Stimule le collagène",
    ],
    [
      "un intertitre négatif avant l'allégation",
      "Il stimule le collagène pendant",
      "stimule le collagène",
    ],
    ["du gras dans la phrase", "Notre mode Rouge", "stimule le collagène"],
    ["une espace insécable échappée", "stimule&amp;nbsp;le", "stimule le collagène"],
    ["un lien dans la phrase", "stimule [le collagène]", "stimule le collagène"],
    ["l'ordre nom-verbe, en majuscules", "### **Coup De Pouce", "Coup De Pouce Au Collagène"],
    ["un adverbe avant le collagène", "augmente nettement", "augmente nettement le collagène"],
    ["fabriquer plus de collagène", "fabriquer plus de collagène", "fabriquer plus de collagène"],
    ["traitement de l'acné", "traitement de l'acné", "traitement de l'acné"],
    ["tuer les bactéries", "tue les bactéries", "tue les bactéries"],
    ["un adverbe avant l'affection", "traite efficacement", "traite efficacement l'acné"],
    ["calmer l'inflammation", "calme l'inflammation", "calme l'inflammation"],
    ["apaiser l'inflammation", "apaise l'inflammation", "apaise l'inflammation"],
    ["réduire l'enflure", "réduit l'enflure", "réduit l'enflure"],
    ["améliorer la circulation", "améliore la circulation", "améliore la circulation"],
    ["la circulation sanguine", "circulation sanguine", "circulation sanguine"],
    ["la microcirculation", "la microcirculation", "microcirculation"],
    ["le drainage lymphatique", "drainage lymphatique", "drainage lymphatique"],
    ["soulager la douleur", "soulage la douleur", "soulage la douleur"],
    ["réparer la peau", "répare la peau", "répare la peau"],
    ["stimuler les fibroblastes", "stimule les fibroblastes", "stimule les fibroblastes"],
    ["l'ATP", "production d'ATP", "production d'ATP"],
    ["le soulagement de la rosacée", "Soulagement rapide", "Soulagement rapide de la rosacée"],
    ["un mot avant les muscles", "petits muscles", "tonifie vos petits muscles"],
    ["lifter le visage", "lifte le visage", "lifte le visage"],
    ["un lifting", "Un lifting", "Un lifting"],
    ["éliminer les rides", "élimine les rides", "élimine les rides"],
    ["effacer les ridules", "efface les ridules", "efface les ridules"],
    [
      "des mots dans « Santé Canada … approuvé »",
      "Santé Canada a approuvé",
      "Santé Canada a approuvé",
    ],
    ["homologué Santé Canada", "homologué Santé Canada", "homologué Santé Canada"],
    ["recommandé par les dermatologues", "Recommandé par", "Recommandé par les dermatologues"],
    ["des résultats prouvés", "résultats prouvés", "résultats prouvés"],
    ["une classe d'instrument médical", "classe II", "instrument médical de classe II"],
    ["les rides, nom d'abord (un titre)", "Réduction Des Rides", "Réduction Des Rides"],
  ]
  const jsxProbes: [string, string, string][] = [
    ["tags inside the phrase", "<strong>boosts</strong>", "boosts collagen"],
    ['{" "} and a link across two lines', "calms{", "calms inflammation"],
    ["an alt attribute", 'alt="Blue mode', "treats stubborn acne"],
    ["two strings joined with +", "Massage improves", "improves circulation"],
    ["a \\u00a0 escape", "Gentle EMS tones", "tones your jawline muscles"],
    ["a \\u202f escape, in French", "Le froid réduit", "réduit l'enflure"],
  ]

  it.each([
    ...englishProbes.map((probe) => [english, ...probe]),
    ...frenchProbes.map((probe) => [french, ...probe]),
    ...jsxProbes.map((probe) => [jsx, ...probe]),
  ])("%s: flags %s", (file, _what, lineText, words) => {
    expect(claimsIn(file).output).toMatch(report(file, lineText, "Forbidden claim", words))
  })

  it("fails, with every probe reported and nothing else", () => {
    for (const [file, probes] of [
      [english, englishProbes],
      [french, frenchProbes],
      [jsx, jsxProbes],
    ] as const) {
      const { status, output } = claimsIn(file)
      expect(status).not.toBe(0)
      // One report per probe, plus the JSX file's urgency line: nothing in the preamble or comments.
      const reported = output.split("\n").filter((line) => line.includes("Forbidden claim"))
      expect(reported).toHaveLength(probes.length + (file === jsx ? 1 : 0))
    }
  })

  it("reports the line and column of the original text, through markup, entities and escapes", () => {
    const at = (file: string, lineText: string, word: string) => {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n")
      const index = lines.findIndex((line) => line.includes(lineText))
      return `${file}:${index + 1}:${lines[index].indexOf(word) + 1} - Forbidden claim`
    }
    expect(claimsIn(english).output).toContain(`${at(english, "Our Red mode", "boosts")} (boosts`)
    expect(claimsIn(english).output).toContain(
      `${at(english, "boosts&amp;nbsp;", "boosts")} (boosts collagen)`,
    )
    expect(claimsIn(french).output).toContain(
      `${at(french, "Notre mode Rouge", "stimule")} (stimule`,
    )
    expect(claimsIn(jsx).output).toContain(
      `${at(jsx, "<strong>boosts", "boosts")} (boosts collagen)`,
    )
    expect(claimsIn(jsx).output).toContain(`${at(jsx, "Gentle EMS tones", "tones")} (tones your`)
  })

  it("reads comments in code as notes for developers, not copy", () => {
    const output = claimsIn(jsx).output
    expect(output).toMatch(report(jsx, "Hurry: the price", "Forbidden claim", "Hurry"))
    expect(output).not.toMatch(new RegExp(`${escape(locationOf(jsx, "A comment is not copy"))}`))
  })
})

describe("urgency words are claims unless the register holds a live offer", () => {
  const english = fixture("urgency.mdx")
  const french = fixture(path.join("fr", "urgency.mdx"))
  const withOffer = fixture("register-offer.yaml")
  const withoutOffer = fixture("register-no-offer.yaml")
  const urgency: [string, string, string][] = [
    [english, "Limited Time Offer", "Limited Time"],
    [english, "limited-time price", "limited-time"],
    [english, "Hurry, the price", "Hurry"],
    [english, "ends soon", "ends soon"],
    [english, "Act now", "Act now"],
    [english, "While supplies last", "While supplies last"],
    [english, "Last chance", "Last chance"],
    [english, "Don't miss out", "Don't miss out"],
    // Under an exemption comment: lint-claims honours none for urgency.
    [english, "Hurry while", "Hurry"],
    [french, "Offre d'une durée limitée", "durée limitée"],
    [french, "pour un temps limité", "pour un temps limité"],
    [french, "Le prix augmente lundi.", "Dépêchez-vous"],
    [french, "Faites vite", "Faites vite"],
    [french, "se termine bientôt", "se termine bientôt"],
    [french, "Dernière chance", "Dernière chance"],
    [french, "épuisement des stocks", "Jusqu'à épuisement des stocks"],
    [french, "le prix des Fêtes", "Dépêchez-vous"],
  ]

  it.each(urgency)("without an offer, %s: flags %s", (file, lineText, words) => {
    const { status, output } = claimsOn("--register", withoutOffer, file)
    expect(status).not.toBe(0)
    expect(output).toMatch(report(file, lineText, "Forbidden claim", words))
  })

  it("allows them through the offer's last day, and flags them, and the register's label, after it", () => {
    const onLastDay = claimsOn(
      "--register",
      withOffer,
      "--today",
      "2026-12-31",
      english,
      french,
      withOffer,
    )
    expect(onLastDay.output).not.toMatch(/Forbidden/)
    expect(onLastDay.status).toBe(0)
    const dayAfter = claimsOn(
      "--register",
      withOffer,
      "--today",
      "2027-01-01",
      english,
      french,
      withOffer,
    )
    expect(dayAfter.status).not.toBe(0)
    for (const [file, lineText, words] of urgency) {
      expect(dayAfter.output).toMatch(report(file, lineText, "Forbidden claim", words))
    }
    // The register's own strings are copy; its comments are not.
    expect(dayAfter.output).toMatch(report(withOffer, "en: ", "Forbidden claim", "Limited time"))
    expect(dayAfter.output).toMatch(
      report(withOffer, "fr: ", "Forbidden claim", "Pour un temps limité"),
    )
    expect(dayAfter.output).not.toMatch(
      new RegExp(escape(locationOf(withOffer, "comments are not"))),
    )
  })

  it("reads the day in Toronto, where the offer ends at midnight", () => {
    // 04:59 UTC on January 1 is 23:59 on December 31 in Toronto (EST, UTC-5).
    const lastMinute = claimsOn("--register", withOffer, "--now", "2027-01-01T04:59:00Z", english)
    expect(lastMinute.output).not.toMatch(/Forbidden/)
    expect(lastMinute.status).toBe(0)
    const midnight = claimsOn("--register", withOffer, "--now", "2027-01-01T05:00:00Z", english)
    expect(midnight.output).toMatch(report(english, "Hurry, the price", "Forbidden claim", "Hurry"))
  })

  it("reads content/business.yaml by default", () => {
    const register = parse(readFileSync(path.join(root, "content", "business.yaml"), "utf8"))
    const endsOn: unknown = register?.offer?.endsOn
    const live = typeof endsOn === "string" && endsOn >= "2026-12-01"
    const { status, output } = claimsOn("--today", "2026-12-01", english)
    expect(output).toContain("content/business.yaml")
    expect(status === 0).toBe(live)
  })
})

describe("every article carries the safety list (B-L11)", () => {
  it("fails an article whose <SafetyNotes /> is missing or commented out", () => {
    const file = fixture(path.join("blog", "no-safety-notes", "index.mdx"))
    const { status, output } = claimsOn(file)
    expect(status).not.toBe(0)
    expect(output).toContain(`${file}:1:1 - Missing shortcode (<SafetyNotes />)`)
  })

  it("passes an article that carries it", () => {
    const { status, output } = claimsOn(fixture(path.join("blogue", "avec-consignes", "index.mdx")))
    expect(output).not.toMatch(/Missing|Forbidden/)
    expect(status).toBe(0)
  })
})
