/** @jest-environment node */
// Where the claim linter (scripts/lint-claims.mjs) looks: the register's free text, walked as YAML
// whatever its keys; the register's copy module, the only other home of prices and (while an offer
// runs) urgency; the words scripts/generate-media.mjs draws into images; articles parsed with
// remark; and the study caveat an article owes wherever it cites studies. docs/claim-linter.md.
import { spawn } from "child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

jest.setTimeout(60_000)

const root = path.resolve(__dirname, "../..")
const dir = mkdtempSync(path.join(os.tmpdir(), "lint-claims-sources-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Writes a file under the temporary folder and returns its path. */
const plant = (name: string, text: string) => {
  const file = path.join(dir, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}

type Run = { status: number | null; output: string }
const runs = new Map<string, { args: string[]; result?: Run }>()
/** The claim linter with these arguments, run (once) before the tests, read inside them. */
const lint = (...args: string[]) => {
  const key = args.join("\0")
  if (!runs.has(key)) runs.set(key, { args })
  return (): Run => {
    const result = runs.get(key)?.result
    if (!result) throw new Error(`lint(${args.join(" ")}) was scheduled inside a test`)
    return result
  }
}
beforeAll(() =>
  Promise.all(
    [...runs.values()].map(
      (run) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ["scripts/lint-claims.mjs", ...run.args], {
            cwd: root,
          })
          let output = ""
          child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
          child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
          child.on("error", reject)
          child.on("close", (status) => {
            run.result = { status, output }
            resolve()
          })
        }),
    ),
  ),
)

/** The claims reported in a file, as "line:(words)". */
const claimsIn = (output: string, file: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith(`${file}:`))
    .map((line) => {
      const m = /^.*?:(\d+):\d+ - (?:Forbidden claim|Missing shortcode) \((.*?)\) --/.exec(line)
      return m ? `${m[1]}:${m[2]}` : line
    })

/** The 1-based line of the first line of `file` that contains `text`. */
const lineOf = (file: string, text: string) => {
  const index = readFileSync(file, "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text))
  if (index < 0) throw new Error(`${file} does not contain ${text}`)
  return index + 1
}

describe("the business register's free text", () => {
  // Keys the linter has never heard of, {en, fr} pairs, a list, a block scalar: it walks them all.
  const register = plant(
    "register/business.yaml",
    [
      "# A comment is not copy: it may say reduces wrinkles, hurry and $99.",
      "sample: true",
      "seller:",
      "  legalName:",
      "    en: LumaSculpt Beauty Inc.",
      "    fr: Beauté LumaSculpt inc.",
      "guarantee:",
      "  refund:",
      "    en: We refund the full price, and it reduces wrinkles too.",
      "    fr: Nous remboursons le prix payé, sans aucun risque pour la peau.",
      "  conditions:",
      "    - en: One refund per order.",
      "      fr: Un seul remboursement par commande.",
      "    - en: >",
      "        Return it within 30 days; it is",
      "        clinically proven anyway.",
      "      fr: Retournez-le dans les 30 jours.",
      "shipping:",
      "  statement:",
      "    en: Free shipping, hurry while it lasts",
      "    fr: Livraison gratuite",
      "  termsUrl: https://example.com/reduces-wrinkles/",
      "price:",
      "  amount: 129.99",
      "newThing:",
      "  tagline:",
      "    en: The best-selling face massager",
      "    fr: Le masseur le plus vendu",
      "offers:",
      "  - label:",
      "      en: 'Ends Sunday: 15% off'",
      "      fr: 'Se termine dimanche : 15 % de rabais'",
      "    details:",
      "      en: Only a few left at 15% off the listed price",
      "      fr: Le prix augmente lundi, économisez 15 %",
      "    startsOn: 2026-12-01",
      "    endsOn: 2026-12-31",
      "",
    ].join("\n"),
  )
  const during = lint("--register", register, "--today", "2026-12-10", register)
  const after = lint("--register", register, "--today", "2027-01-01", register)
  /** Every class but urgency and business facts applies to the register, in both languages. */
  const alwaysCaught = [
    `${lineOf(register, "reduces wrinkles too")}:reduces wrinkles`,
    `${lineOf(register, "sans aucun risque")}:sans aucun risque`,
    `${lineOf(register, "clinically proven anyway")}:clinically proven`,
    `${lineOf(register, "best-selling")}:best-selling`,
    `${lineOf(register, "le plus vendu")}:le plus vendu`,
    // Urgency outside an offer is no offer's: "hurry" in the shipping statement.
    `${lineOf(register, "hurry while")}:hurry`,
  ]
  const offerUrgency = [
    `${lineOf(register, "Ends Sunday")}:Ends Sunday`,
    `${lineOf(register, "Se termine dimanche")}:Se termine dimanche`,
    `${lineOf(register, "Only a few left")}:Only a few left`,
    `${lineOf(register, "Le prix augmente")}:Le prix augmente`,
  ]

  it("flags the claims in any string, English or French, whatever its key, and none of its comments or links", () => {
    expect(claimsIn(during().output, register).sort()).toEqual([...alwaysCaught].sort())
  })

  it("allows an offer's urgency words until it ends, and its prices and savings always", () => {
    expect(claimsIn(after().output, register).sort()).toEqual(
      [...alwaysCaught, ...offerUrgency].sort(),
    )
  })
})

describe("prices, ratings, customer counts and urgency outside the register", () => {
  const copyLines = [
    "export const businessCopy = {",
    '  price: "Now only $99 on Amazon.ca, save 15%",',
    '  rating: "Rated 4.8 out of 5 stars by 10,000+ happy customers",',
    '  offer: "Buy Now on Amazon.ca - ends tonight",',
    '  fr: "Maintenant 99 $ : économisez 15 %, noté 4,8 sur 5 par 10 000 clients",',
    "}",
    "",
  ].join("\n")
  const copyModule = plant("copy/src/data/business-copy.ts", copyLines)
  const frenchCopyModule = plant("copy/src/data/fr/business-copy.ts", copyLines)
  const page = plant("copy/src/data/home.ts", copyLines)
  const running = plant(
    "copy/running.yaml",
    "offers:\n  - label: {en: x, fr: x}\n    startsOn: 2026-12-01\n    endsOn: 2026-12-31\n",
  )
  const none = plant("copy/none.yaml", "sample: true\n")
  const withOffer = lint(
    "--register",
    running,
    "--today",
    "2026-12-10",
    copyModule,
    frenchCopyModule,
    page,
  )
  const withoutOffer = lint("--register", none, copyModule, frenchCopyModule, page)

  it("allows them in the register's copy module while an offer runs", () => {
    expect(claimsIn(withOffer().output, copyModule)).toEqual([])
    expect(claimsIn(withOffer().output, frenchCopyModule)).toEqual([])
  })

  it("allows prices and ratings there without an offer, but not its urgency", () => {
    const ends = `${lineOf(copyModule, "ends tonight")}:ends tonight`
    expect(claimsIn(withoutOffer().output, copyModule)).toEqual([ends])
    expect(claimsIn(withoutOffer().output, frenchCopyModule)).toEqual([ends])
  })

  it("flags every one of them in any other copy module", () => {
    const caught = claimsIn(withOffer().output, page)
    for (const words of [
      "Now only $99",
      "save 15%",
      "Rated 4.8",
      "5 stars",
      "10,000+ happy customers",
      "ends tonight",
      "Maintenant 99 $",
      "économisez 15 %",
      "noté 4,8",
      "10 000 clients",
    ]) {
      expect(caught.some((claim) => claim.endsWith(`:${words}`))).toBe(true)
    }
  })
})

describe("the spec's own titles, restored in a copy module", () => {
  // The owner's spec: six feature cards and the LED modes' labels, in both editions.
  const titles = {
    en: [
      "Anti-Aging Power",
      "Wrinkle Reduction",
      "Collagen Boost",
      "Sculpt Jawline",
      "Cooling Therapy",
      "Energizing Treatment",
      "Firmness",
      "Balancing oils",
    ],
    fr: [
      "Pouvoir anti-âge",
      "Réduction des rides",
      "Coup de pouce au collagène",
      "Sculpter la mâchoire",
      "Thérapie par le froid",
      "Traitement énergisant",
      "Fermeté",
      "Équilibre du sébum",
    ],
  }
  const honest = [
    "Red Light Mode",
    "Cooling Massage",
    "Refreshing Massage",
    "Massage That Leaves Skin Feeling Soft",
  ]
  const module = plant(
    "titles/src/data/home.ts",
    [
      "export const features = [",
      ...[...titles.en, ...titles.fr, ...honest].map((title) => `  { title: "${title}" },`),
      "]",
      "",
    ].join("\n"),
  )
  const run = lint(module)

  it.each([...titles.en, ...titles.fr])("flags %j", (title) => {
    expect(claimsIn(run().output, module)).toContain(`${lineOf(module, `"${title}"`)}:${title}`)
  })

  it("passes the titles the site uses instead", () => {
    for (const title of honest) {
      expect(claimsIn(run().output, module).join("\n")).not.toContain(`${lineOf(module, title)}:`)
    }
  })
})

describe("the words drawn into generated media", () => {
  // A copy of the media script's shape: a share image whose tagline is drawn with ${tagline}.
  const script = plant(
    "media/content/images/generate-media.mjs",
    [
      "// Comments and strings that are never drawn are not copy: reduces wrinkles.",
      'const note = "Anti-aging notes for developers"',
      "const SHARE_IMAGES = [",
      '  { file: "og-image.jpg", tagline: "Anti-Aging • Sculpting • Cooling" },',
      '  { file: "og-image-fr.jpg", tagline: "Lumière rouge • EMS • Froid" },',
      "]",
      "function ogSvg(tagline) {",
      "  return `<svg><title>LumaSculpt</title>",
      '    <text x="150" y="250">LumaSculpt</text>',
      '    <text x="92" y="330">${tagline}</text>',
      '    <text x="92" y="400">Wrinkles erased</text></svg>`',
      "}",
      "",
    ].join("\n"),
  )
  const run = lint(script)

  it("flags a claim in a drawn text or in a string drawn through a placeholder, at its line", () => {
    expect(claimsIn(run().output, script).sort()).toEqual(
      [
        `${lineOf(script, "Anti-Aging •")}:Anti-Aging`,
        `${lineOf(script, "Anti-Aging •")}:Sculpting`,
        `${lineOf(script, "Wrinkles erased")}:Wrinkles erased`,
      ].sort(),
    )
  })

  const listed = lint("--list-files")
  it("reads the real media script by default", () => {
    expect(listed().output.split("\n")).toContain(
      path.join("content", "images", "generate-media.mjs"),
    )
  })
})

describe("articles, parsed with remark", () => {
  const article = plant(
    "remark/article.mdx",
    [
      "---",
      'title: "Red light and the look of your skin"',
      "---",
      "",
      'import { Figure } from "./boosts-collagen-figure"',
      "",
      "{/* A comment is not copy: red light boosts collagen. */}",
      "",
      "LumaSculpt does not",
      "boost collagen: a negation reaches across a soft line break.",
      "",
      "Red light",
      "boosts collagen, across a soft line break too.",
      "",
      '<Figure src="/x.jpg" alt="Blue mode treats acne" />',
      "",
      'Red mode <span>boosts</span>{" "}collagen through JSX.',
      "",
      "`inline code` is read, and so is a **bold** [link](/stimulates-collagen/) text.",
      "",
      "```",
      "Fenced code is text a visitor reads: it reduces wrinkles.",
      "```",
      "",
      "| Mode | Feel |",
      "| --- | --- |",
      "| Red | Calms inflammation |",
      "",
    ].join("\n"),
  )
  const run = lint(article)

  it("reads paragraphs, JSX text and attributes, tables and code, and skips comments, imports and link targets", () => {
    expect(claimsIn(run().output, article).sort()).toEqual(
      [
        `${lineOf(article, "boosts collagen, across")}:boosts collagen`,
        `${lineOf(article, "Blue mode treats acne")}:treats acne`,
        `${lineOf(article, "Red mode <span>")}:boosts collagen`,
        `${lineOf(article, "Fenced code")}:reduces wrinkles`,
        `${lineOf(article, "Calms inflammation")}:Calms inflammation`,
      ].sort(),
    )
  })
})

describe("the study caveat wherever an article cites studies", () => {
  const caveat = "<StudyCaveat />"
  const body = (text: string) =>
    ["---", 'title: "A probe article"', "---", "", text, "", "<SafetyNotes />", ""].join("\n")
  const citesInText = plant(
    "articles/blog/cites-a-trial/index.mdx",
    body("One trial, by Lee and colleagues, enrolled 76 people with facial wrinkles."),
  )
  const hasReferences = plant(
    "articles/blogue/avec-references/index.mdx",
    body("Une routine douce pour la peau.\n\n## Références\n\n- Lee SY et al. (2007)."),
  )
  const caveated = plant(
    "articles/blog/with-caveat/index.mdx",
    body(`One trial, by Lee and colleagues, enrolled 76 people.\n\n${caveat}`),
  )
  const commentedOut = plant(
    "articles/blog/caveat-commented-out/index.mdx",
    body(`A 2014 study found firmer-looking skin.\n\n{/* ${caveat} */}`),
  )
  const citesNothing = plant(
    "articles/blog/no-study/index.mdx",
    body("A cool pass feels fresh after a warm shower."),
  )
  const run = lint(citesInText, hasReferences, caveated, commentedOut, citesNothing)
  const missing = (line: number) => `${line}:<StudyCaveat />`

  it("fails an article that cites a study in its text, at the citation, without a caveat", () => {
    expect(claimsIn(run().output, citesInText)).toEqual([
      missing(lineOf(citesInText, "Lee and colleagues")),
    ])
  })

  it("fails an article with a References section, at its heading, without a caveat", () => {
    expect(claimsIn(run().output, hasReferences)).toEqual([
      missing(lineOf(hasReferences, "## Références")),
    ])
  })

  it("fails one whose caveat is commented out", () => {
    expect(claimsIn(run().output, commentedOut)).toEqual([
      missing(lineOf(commentedOut, "2014 study")),
    ])
  })

  it("passes an article with the caveat, and one that cites no study", () => {
    expect(claimsIn(run().output, caveated)).toEqual([])
    expect(claimsIn(run().output, citesNothing)).toEqual([])
  })
})
