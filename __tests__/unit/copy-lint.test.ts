/** @jest-environment node */
// The copy linter (npm run lint:copy) run the way npm test runs it, on planted files in
// __tests__/fixtures/copy-lint/ (outside its own files) and on the real copy. docs/claim-linter.md
// explains the claims half.
//
// Each command runs as its own process, as npm runs it, but all of them start together before the
// first test (see `schedule`): cspell takes seconds to start, so it runs once on all the planted
// files and once on the real copy, and the claim linter's shorter runs go beside them.
import { spawn } from "child_process"
import { readFileSync } from "fs"
import path from "path"
import { parse } from "yaml"

// Every run below starts in beforeAll: on a busy 2-core machine they take a while together.
jest.setTimeout(120_000)

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

/** The half of lint:copy whose argv has this word (cspell, lint-claims.mjs). */
const commandWith = (word: string) => {
  const command = lintCopyCommands().find((argv) => argv.some((arg) => arg.includes(word)))
  if (!command) throw new Error(`lint:copy no longer runs ${word}`)
  return command
}

type Run = { status: number | null; stdout: string; output: string }

const runIn = (argv: string[]) =>
  new Promise<Run>((resolve, reject) => {
    const [program, ...args] = argv
    const child = spawn(program, args, { cwd: root })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.on("error", reject)
    child.on("close", (status) => resolve({ status, stdout, output: stdout + stderr }))
  })

const scheduled = new Map<string, { argv: string[]; result?: Run }>()
/**
 * A command the tests below read: scheduled while Jest collects them, run (once per argv) in the
 * project's root when beforeAll starts every scheduled command at once.
 */
const schedule = (argv: string[]) => {
  const key = argv.join("\0")
  if (!scheduled.has(key)) scheduled.set(key, { argv })
  return (): Run => {
    const result = scheduled.get(key)?.result
    if (!result) throw new Error(`${argv.join(" ")} was scheduled inside a test: schedule it above`)
    return result
  }
}
beforeAll(() =>
  Promise.all(
    [...scheduled.values()].map(async (run) => {
      run.result = await runIn(run.argv)
    }),
  ),
)

/** The claims half of lint:copy (scripts/lint-claims.mjs) with these arguments (options, files). */
const claims = (...args: string[]) => schedule([...commandWith("lint-claims.mjs"), ...args])
/** The spelling half of lint:copy (cspell) on these files. */
const spelling = (...files: string[]) => schedule([...commandWith("cspell"), ...files])

/** The report lines about one file ("file:line:column - …"), as cspell and lint-claims print them. */
const reportsOn = (output: string, file: string) =>
  output.split("\n").filter((line) => line.startsWith(`${file}:`))

/** Every line with a cspell directive (cspell:, cSpell:, spell-checker:, spellchecker:, any case). */
const exemptionsIn = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        /(?:cspell|spell-?checker)\s*:/i.test(line) ? [{ file, line: line.trim(), at: i + 1 }] : [],
      ),
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

/**
 * One command run once on several files, read file by file: a file's report lines, and whether it
 * fails. cspell and lint-claims print each problem on a line that starts with its file, and exit
 * non-zero only when they print one, so a file with report lines fails on its own and a file
 * without passes. Checked on every read: the run read all the files, and the problems its summary
 * counts are exactly the report lines.
 */
const perFile = (command: (...files: string[]) => () => Run, files: string[]) => {
  const run = command(...files)
  return (file: string) => {
    if (!files.includes(file)) throw new Error(`${file} is not among the files this run checks`)
    const { status, stdout, output } = run()
    const problems = files.flatMap((name) => reportsOn(stdout, name)).length
    expect(output).toMatch(
      new RegExp(`files checked: ${files.length}, (?:issues|claims) found: ${problems}\\b`, "i"),
    )
    expect(status === 0).toBe(problems === 0)
    const lines = reportsOn(stdout, file)
    return { failed: lines.length > 0, output: lines.join("\n") }
  }
}

describe("the copy linter", () => {
  const plantedClaim = fixture("planted-claim.mdx")
  const plantedSpelling = fixture("planted-spelling.ts")
  const plantedPhrases = fixture("planted-phrases.ts")
  const plantedFrench = fixture(path.join("fr", "planted-claims.mdx"))
  const cleanEnglish = fixture("clean-disclaimers.mdx")
  const cleanFrench = fixture(path.join("fr", "clean-disclaimers.mdx"))
  const planted = [
    plantedClaim,
    plantedSpelling,
    plantedPhrases,
    plantedFrench,
    cleanEnglish,
    cleanFrench,
  ]
  const spellingOn = perFile(spelling, planted)
  const claimsOn = perFile(claims, planted)
  // lint:copy's own scope, every command of it (the test after this one runs them as npm does).
  const inScope = lintCopyCommands().map((argv) => schedule(argv))

  /** lint:copy on one planted file, as `&&` runs it: spelling, then claims if spelling passed. */
  const lintCopyOn = (file: string) => {
    const spellingHalf = spellingOn(file)
    if (spellingHalf.failed) return spellingHalf
    const claimsHalf = claimsOn(file)
    return { failed: claimsHalf.failed, output: spellingHalf.output + claimsHalf.output }
  }

  it("runs in npm test, right after the code linter", () => {
    expect(scripts.test).toMatch(/^run-p .*\btest:checks\b/)
    expect(scripts["test:checks"]).toMatch(/^run-s lint lint:copy /)
    expect(scripts["lint:copy"]).toMatch(/^cspell --no-progress --show-context\b/)
  })

  it("fails on a forbidden claim, naming the file, the line and the word", () => {
    const { failed, output } = lintCopyOn(plantedClaim)
    expect(failed).toBe(true)
    expect(output).toMatch(
      report(plantedClaim, "clinically proven", "Forbidden word", "clinically"),
    )
  })

  it("fails on British -ise and -yse spellings, naming the file, the line and the word", () => {
    const file = plantedSpelling
    const { failed, output } = lintCopyOn(file)
    expect(failed).toBe(true)
    expect(output).toMatch(report(file, "moisturiser", "Forbidden word", "moisturiser"))
    // en-CA's dictionary accepts "analyse": flagWords is what keeps it out.
    for (const word of ["minimising", "randomised", "summarises", "photosensitising", "analyse"]) {
      expect(output).toMatch(report(file, word, "Forbidden word", word))
    }
  })

  it("fails on claims of two or more words, with no exemption comment", () => {
    const file = plantedPhrases
    const spellingHalf = spellingOn(file)
    expect(spellingHalf.failed).toBe(true)
    expect(spellingHalf.output).toMatch(report(file, "nutrient", "Forbidden word", "nutrient"))
    const claimsHalf = claimsOn(file)
    expect(claimsHalf.failed).toBe(true)
    const claim = (lineText: string, words: string) =>
      report(file, lineText, "Forbidden claim", words)
    expect(claimsHalf.output).toMatch(claim("nutrient absorption", "nutrient absorption"))
    expect(claimsHalf.output).toMatch(claim("collagen", "support the skin's natural collagen"))
    expect(claimsHalf.output).toMatch(claim("treats acne", "treats acne"))
  })

  it("checks French copy in French: a misspelling, claim words and claims of several words fail", () => {
    const file = plantedFrench
    const spellingHalf = spellingOn(file)
    expect(spellingHalf.failed).toBe(true)
    expect(spellingHalf.output).toMatch(report(file, "régullière", "Unknown word", "régullière"))
    expect(spellingHalf.output).toMatch(
      report(file, "cliniquement", "Forbidden word", "cliniquement"),
    )
    // Correct French is not reported as unknown English.
    expect(spellingHalf.output).not.toMatch(/Unknown word \((?:peau|lumineuse|appareil)\)/)
    const claimsHalf = claimsOn(file)
    expect(claimsHalf.failed).toBe(true)
    const claim = (lineText: string, words: string) =>
      report(file, lineText, "Forbidden claim", words)
    expect(claimsHalf.output).toMatch(claim("traite l'acné", "traite l'acné"))
    expect(claimsHalf.output).toMatch(claim("collagène", "stimule la production de collagène"))
    expect(claimsHalf.output).toMatch(claim("nutriments", "absorption des nutriments"))
    expect(claimsHalf.output).toMatch(claim("effets secondaires", "sans effets secondaires"))
  })

  it("passes French disclaimers: what the device does not do", () => {
    const { failed, output } = lintCopyOn(cleanFrench)
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(failed).toBe(false)
  })

  it("passes honest disclaimers: what the device does not do, letting a sunburn heal", () => {
    const { failed, output } = lintCopyOn(cleanEnglish)
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(failed).toBe(false)
  })

  it("passes the real copy: articles, copy modules, components, pages, templates, config, register", () => {
    // As `&&` runs them: a command's result counts only if the ones before it passed.
    const { status, output } = inScope.reduce(
      (result, command) => {
        if (result.status !== 0) return result
        const run = command()
        return { status: run.status, output: result.output + run.output }
      },
      { status: 0 as number | null, output: "" },
    )
    expect(output).not.toMatch(/Forbidden|Unknown|Missing/)
    expect(output).toMatch(/Files checked: [1-9]/)
    expect(status).toBe(0)
  })

  const listed = claims("--list-files")
  /** The files lint:copy checks for claims by default, as the linter lists them. */
  const scopeOfClaims = () =>
    listed()
      .output.split("\n")
      .filter((line) => line.trim() !== "")

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
  /** The claims half on the probe files, with a register that holds no offer (urgency is a claim). */
  const claimsIn = perFile(
    (...files) => claims("--register", fixture("register-no-offer.yaml"), ...files),
    [english, french, jsx],
  )

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
      const { failed, output } = claimsIn(file)
      expect(failed).toBe(true)
      // One report per probe, plus the JSX file's urgency line, which holds two ("Hurry" and the
      // scarcity of "the price goes up"): nothing in the preamble or comments.
      const reported = output.split("\n").filter((line) => line.includes("Forbidden claim"))
      expect(reported).toHaveLength(probes.length + (file === jsx ? 2 : 0))
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

describe("urgency words stand only in the register's offers and its copy module, while an offer runs", () => {
  const english = fixture("urgency.mdx")
  const french = fixture(path.join("fr", "urgency.mdx"))
  // The register's copy module (src/data/business-copy.ts and its French twin), planted.
  const englishCopy = fixture(path.join("offer-copy", "src", "data", "business-copy.ts"))
  const frenchCopy = fixture(path.join("offer-copy", "src", "data", "fr", "business-copy.ts"))
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
  /** The same words in the copy module, where a running offer allows them. */
  const inCopyModule: [string, string, string][] = [
    [englishCopy, "Limited Time Offer", "Limited Time"],
    [englishCopy, "Hurry, the holiday", "Hurry"],
    [englishCopy, "Hurry, the holiday", "ends soon"],
    [englishCopy, "Hurry, the holiday", "act now"],
    [englishCopy, "Hurry, the holiday", "while supplies last"],
    [frenchCopy, "durée limitée", "durée limitée"],
    [frenchCopy, "Dépêchez-vous", "Dépêchez-vous"],
    [frenchCopy, "Dépêchez-vous", "faites vite"],
    [frenchCopy, "Dépêchez-vous", "dernière chance"],
    [frenchCopy, "Dépêchez-vous", "jusqu'à épuisement des stocks"],
  ]

  const withoutAnOffer = perFile(
    (...files) => claims("--register", withoutOffer, ...files),
    [english, french, englishCopy, frenchCopy],
  )
  it.each(urgency)("without an offer, %s: flags %s", (file, lineText, words) => {
    const { failed, output } = withoutAnOffer(file)
    expect(failed).toBe(true)
    expect(output).toMatch(report(file, lineText, "Forbidden claim", words))
  })
  it.each(inCopyModule)(
    "without an offer, the copy module %s: flags %s",
    (file, lineText, words) => {
      const { failed, output } = withoutAnOffer(file)
      expect(failed).toBe(true)
      expect(output).toMatch(report(file, lineText, "Forbidden claim", words))
    },
  )

  /** The claims half on the probe files, the copy module and the register itself, on a given day. */
  const onDay = (today: string) =>
    claims(
      "--register",
      withOffer,
      "--today",
      today,
      english,
      french,
      englishCopy,
      frenchCopy,
      withOffer,
    )
  const onLastDayRun = onDay("2026-12-31")
  const dayAfterRun = onDay("2027-01-01")
  it("allows them in the copy module and the register through the offer's last day, and flags them there after it", () => {
    const onLastDay = onLastDayRun()
    for (const file of [englishCopy, frenchCopy, withOffer]) {
      expect(reportsOn(onLastDay.output, file)).toEqual([])
    }
    const dayAfter = dayAfterRun()
    expect(dayAfter.status).not.toBe(0)
    for (const [file, lineText, words] of inCopyModule) {
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
    // Its price words ("15% off", « 15 % de rabais ») are the register's own facts, on any day.
    expect(dayAfter.output).not.toMatch(/Forbidden claim \(15 ?% (?:off|de rabais)\)/)
  })

  it("flags them anywhere else, an article or a page, even while an offer runs", () => {
    const onLastDay = onLastDayRun()
    expect(onLastDay.status).not.toBe(0)
    for (const [file, lineText, words] of urgency) {
      expect(onLastDay.output).toMatch(report(file, lineText, "Forbidden claim", words))
    }
  })

  // 04:59 UTC on January 1 is 23:59 on December 31 in Toronto (EST, UTC-5).
  const at = (now: string) => claims("--register", withOffer, "--now", now, englishCopy)
  const lastMinuteRun = at("2027-01-01T04:59:00Z")
  const midnightRun = at("2027-01-01T05:00:00Z")
  it("reads the day in Toronto, where the offer ends at midnight", () => {
    const lastMinute = lastMinuteRun()
    expect(lastMinute.output).not.toMatch(/Forbidden/)
    expect(lastMinute.status).toBe(0)
    const midnight = midnightRun()
    expect(midnight.output).toMatch(
      report(englishCopy, "Hurry, the holiday", "Forbidden claim", "Hurry"),
    )
  })

  const byDefault = claims("--today", "2026-12-01", englishCopy)
  it("reads content/business.yaml by default", () => {
    const register = parse(readFileSync(path.join(root, "content", "business.yaml"), "utf8"))
    const offers: { startsOn?: unknown; endsOn?: unknown }[] = Array.isArray(register?.offers)
      ? register.offers
      : register?.offer
        ? [register.offer]
        : []
    const day = (value: unknown) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : value
    const live = offers.some(({ startsOn, endsOn }) => {
      const from = day(startsOn) ?? "0000-01-01"
      const to = day(endsOn)
      return (
        typeof to === "string" &&
        typeof from === "string" &&
        from <= "2026-12-01" &&
        "2026-12-01" <= to
      )
    })
    const { status, output } = byDefault()
    expect(output).toContain("content/business.yaml")
    expect(status === 0).toBe(live)
  })
})

describe("every article carries the safety list (B-L11)", () => {
  const without = fixture(path.join("blog", "no-safety-notes", "index.mdx"))
  const withIt = fixture(path.join("blogue", "avec-consignes", "index.mdx"))
  const claimsOn = perFile(claims, [without, withIt])

  it("fails an article whose <SafetyNotes /> is missing or commented out", () => {
    const { failed, output } = claimsOn(without)
    expect(failed).toBe(true)
    expect(output).toContain(`${without}:1:1 - Missing shortcode (<SafetyNotes />)`)
  })

  it("passes an article that carries it", () => {
    const { failed, output } = claimsOn(withIt)
    expect(output).not.toMatch(/Missing|Forbidden/)
    expect(failed).toBe(false)
  })
})
