// The copy linter's second half (npm run lint:copy): claims of two or more words, which cspell
// cannot flag because it checks one word at a time. Single words (cure, clinically, nutrient…) and
// spellings are cspell's job: see cspell.config.yaml. docs/claim-linter.md explains what this
// catches, class by class, how negation works, where urgency and price words may appear, and how
// to add a rule. The rules are in scripts/lint-claims/rules.mjs; how each kind of file is read is in
// scripts/lint-claims/ (mdx.mjs parses articles with remark, yaml.mjs walks the register's strings,
// media.mjs reads the words drawn into images, text.mjs reads source code).
// Report format, the same as cspell's:
//   path:line:column - Forbidden claim (matched text) -- why
// Usage: node scripts/lint-claims.mjs [--register file] [--today YYYY-MM-DD | --now ISO-instant]
//        [--list-files] [file …]
// With no files it checks everything a visitor reads: see `defaultFiles`.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { parse } from "yaml"
import { isIsoDate } from "../src/lib/iso-date.mjs"
import {
  offerRunsOn,
  offerTimeZone,
  registerPath,
  todayInOfferZone,
} from "../src/lib/offer-day.mjs"
import {
  aboutAnotherProduct,
  reportsAStudy,
  sentenceAround,
  studyWorded,
} from "./lint-claims/context.mjs"
import { mediaScript, mediaText } from "./lint-claims/media.mjs"
import { mdxText } from "./lint-claims/mdx.mjs"
import { continuesNegatedList, isNegated } from "./lint-claims/negation.mjs"
import { E, S, WORD } from "./lint-claims/patterns.mjs"
import { claims } from "./lint-claims/rules.mjs"
import { codeLabels, visibleText } from "./lint-claims/text.mjs"
import { yamlText } from "./lint-claims/yaml.mjs"

export { claims, visibleText }

/** @typedef {import("./lint-claims/text.mjs").Kind} Kind */
/** @typedef {import("./lint-claims/mdx.mjs").Doc} Doc */
/**
 * Where a file stands: the register (content/business.yaml) states business facts and its offers'
 * urgency words; its copy module (src/data/business-copy.ts and the French one) words them; every
 * other file may do neither.
 * @typedef {"register" | "copy" | "other"} Role
 */

// ---------------------------------------------------------------------------------------------
// The business register: its offers, and where urgency words may appear.
// ---------------------------------------------------------------------------------------------

// Where the register is, its time zone and the days an offer runs: the site's own rule
// (src/lib/offer-day.mjs), so the linter and the pages never disagree about a live offer.
export { registerPath, offerTimeZone }

/** Today's date (YYYY-MM-DD) in Toronto, where offers end at midnight. */
export const todayInToronto = todayInOfferZone

/** @param {unknown} value */
const dayOf = (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)

/**
 * The offers in a register (`offers`, a list, or an older single `offer`), each with its first and
 * last day; none without a register.
 * @param {string} file
 * @returns {{ startsOn: string | null, endsOn: string }[]}
 */
export const readOffers = (file) => {
  if (!existsSync(file)) return []
  /** @type {unknown} */
  const register = parse(readFileSync(file, "utf8"))
  if (!register || typeof register !== "object") return []
  const listed =
    "offers" in register && Array.isArray(register.offers)
      ? register.offers
      : "offer" in register && register.offer
        ? [register.offer]
        : []
  return listed.map((offer, i) => {
    const where = "offers" in register ? `offers[${i}]` : "offer"
    const endsOn = dayOf(offer && typeof offer === "object" ? offer.endsOn : undefined)
    const startsOn = dayOf(offer && typeof offer === "object" ? offer.startsOn : undefined)
    if (!isIsoDate(endsOn)) {
      throw new Error(`${file}: ${where}.endsOn must be a date written YYYY-MM-DD`)
    }
    if (startsOn !== undefined && !isIsoDate(startsOn)) {
      throw new Error(`${file}: ${where}.startsOn must be a date written YYYY-MM-DD`)
    }
    return { startsOn: startsOn ?? null, endsOn }
  })
}

/**
 * Whether an offer runs today: from the start of its first day (if it names one) through the
 * whole of its last, in Toronto (src/lib/offer-day.mjs).
 * @param {{ startsOn: string | null, endsOn: string }} offer
 * @param {string} today YYYY-MM-DD
 */
export const isOfferLive = (offer, today) =>
  offerRunsOn(offer.startsOn ?? "0000-01-01", offer.endsOn, today)

/**
 * A file's role: the register (the `--register` file or content/business.yaml), its copy module
 * (src/data/business-copy.ts, src/data/fr/business-copy.ts), or any other file.
 * @param {string} file
 * @param {string} [register]
 * @returns {Role}
 */
export const roleOf = (file, register = registerPath) =>
  path.resolve(file) === path.resolve(register) ||
  /(?:^|[\\/])content[\\/]business\.ya?ml$/u.test(file)
    ? "register"
    : /(?:^|[\\/])src[\\/]data[\\/](?:fr[\\/])?business-copy\.ts$/u.test(file)
      ? "copy"
      : "other"

// ---------------------------------------------------------------------------------------------
// Findings.
// ---------------------------------------------------------------------------------------------

/** cspell's line exemptions, in every spelling cspell accepts (cspell:, cSpell:, spell-checker:). */
const exemption = /(?:cspell|spell-?checker)\s*:\s*disable-(next-)?line/giu
/** @param {string[]} lines @param {number} index */
const isExempt = (lines, index) =>
  [...lines[index].matchAll(exemption)].some((m) => !m[1]) ||
  (index > 0 && [...lines[index - 1].matchAll(exemption)].some((m) => m[1]))

/**
 * @param {string} file
 * @returns {Kind}
 */
export const kindOf = (file) =>
  file.replace(/\\/gu, "/").endsWith(mediaScript)
    ? "media"
    : /\.(?:mdx|md)$/i.test(file)
      ? "mdx"
      : /\.(?:[cm]?[jt]sx?)$/i.test(file)
        ? "code"
        : /\.ya?ml$/i.test(file)
          ? "yaml"
          : "text"

/** The last article read: its claims and its shortcodes are checked on one parse. */
let lastArticle = { source: "", doc: mdxText("") }
/**
 * @param {string} source
 * @returns {Doc}
 */
const articleDoc = (source) => {
  if (lastArticle.source !== source) lastArticle = { source, doc: mdxText(source) }
  return lastArticle.doc
}

/**
 * A file's visible text, read the way its kind is read.
 * @param {string} source
 * @param {Kind} kind
 * @returns {Doc}
 */
export const readDoc = (source, kind) => {
  if (kind === "mdx") return articleDoc(source)
  if (kind === "yaml") return yamlText(source)
  if (kind === "media") return mediaText(source)
  const doc = visibleText(source, kind)
  return { ...doc, labels: kind === "code" ? codeLabels(doc.text) : [], references: [], offers: [] }
}

const inside = (/** @type {[number, number][]} */ ranges, /** @type {number} */ offset) =>
  ranges.some(([from, to]) => from <= offset && offset < to)

/** Classes whose claims may be study wording ("an increase in collagen"). */
const studyWordingKinds = new Set([
  "delivery",
  "collagen",
  "condition",
  "muscle",
  "fluid",
  "cells",
  "repair",
  "outcome",
  "body",
])

/**
 * Every forbidden claim in a text, with its 1-based line and column in the original.
 * @param {string} source
 * @param {{ kind?: Kind, role?: Role, offerLive?: boolean, today?: string }} [options]
 *   kind: how to read the text (default MDX); role: the register, its copy module or another file
 *   (default); offerLive: an offer in the register runs today (urgency words allowed in the copy
 *   module); today: Toronto's date, for the register's own offers (an offer that has not ended
 *   may carry urgency words)
 * @returns {{ line: number, column: number, match: string, why: string, kind: string }[]}
 */
export const findClaims = (
  source,
  { kind = "mdx", role = "other", offerLive = false, today = todayInToronto() } = {},
) => {
  const lines = source.split("\n")
  /** @type {number[]} */
  const lineStarts = [0]
  lines.slice(0, -1).forEach((line, i) => lineStarts.push(lineStarts[i] + line.length + 1))
  const lineOf = (/** @type {number} */ offset) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lineStarts[mid] <= offset) low = mid
      else high = mid - 1
    }
    return low
  }
  const doc = readDoc(source, kind)
  const { text, at } = doc
  /** Urgency words: in the register, inside an offer that has not ended; in its copy module, while one runs. */
  const urgencyAllowed = (/** @type {number} */ offset) =>
    role === "copy"
      ? offerLive
      : role === "register" &&
        doc.offers.some(
          ({ start, end, endsOn }) => start <= offset && offset < end && today <= endsOn,
        )
  const found = claims
    .flatMap((claim) =>
      [...text.matchAll(claim.pattern)].map((m) => ({
        claim,
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
        match: m[0],
        overlapped: false,
      })),
    )
    .filter(({ claim, start }) => !claim.label || inside(doc.labels, start))
    .filter(({ claim }) => !claim.fact || role === "other")
    .filter(({ claim, start }) => !claim.urgency || !urgencyAllowed(start))
    // One report per phrase: of overlapping matches, the first and longest.
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((found, i, all) => {
      const kept = all.slice(0, i).filter((other) => !other.overlapped)
      found.overlapped = kept.some((other) => other.end > found.start)
      return !found.overlapped
    })
    .filter(({ claim, start, end, match }) => {
      const studyWording = claim.study || (studyWordingKinds.has(claim.kind) && studyWorded(match))
      if (studyWording) {
        if (inside(doc.references, start)) return false
        if (reportsAStudy(sentenceAround(text, start, end))) return false
      }
      return !(claim.regulator && aboutAnotherProduct(sentenceAround(text, start, end)))
    })
  /** @type {{ end: number }[]} */
  const negated = []
  return found
    .filter(({ claim, start, end }) => {
      const previous = negated[negated.length - 1]
      if (
        isNegated(text, start, end, claim.negative ?? false) ||
        (previous && previous.end <= start && continuesNegatedList(text.slice(previous.end, start)))
      ) {
        negated.push({ end })
        return false
      }
      return true
    })
    .map(({ claim, start, match }) => {
      const offset = at[start]
      const index = lineOf(offset)
      return { index, offset, claim, match, column: offset - lineStarts[index] + 1 }
    })
    .filter(({ index, claim }) => claim.urgency || !isExempt(lines, index))
    .sort((a, b) => a.offset - b.offset)
    .map(({ index, column, match, claim }) => ({
      line: index + 1,
      column,
      match: match.replace(/\s+/g, " "),
      why: claim.why,
      kind: claim.kind,
    }))
}

// ---------------------------------------------------------------------------------------------
// Articles: the safety list, and the study caveat wherever studies are cited.
// ---------------------------------------------------------------------------------------------

/** An article is content/blog/<slug>/index.mdx or content/blogue/<slug>/index.mdx. */
const isArticle = (/** @type {string} */ file) =>
  /(?:^|[\\/])(?:blog|blogue)[\\/][^\\/]+[\\/]index\.mdx$/u.test(file)

/** An article's source without comments and code blocks, where a shortcode does not count. */
const uncommented = (/** @type {string} */ source) =>
  source.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->|^```[\s\S]*?^```/gmu, "")

/**
 * Every article carries the safety list (docs/writing-articles.md): a `<SafetyNotes />` outside
 * comments and code blocks.
 * @param {string} source
 */
export const hasSafetyNotes = (source) => /<SafetyNotes(?=[\s/>])/u.test(uncommented(source))

/**
 * Whether an article has a `<StudyCaveat />` outside comments and code blocks.
 * @param {string} source
 */
export const hasStudyCaveat = (source) => /<StudyCaveat(?=[\s/>])/u.test(uncommented(source))

/** A study cited in the text: "Lee and colleagues", "et al.", "one trial enrolled", « une étude a montré ». */
const citation = new RegExp(
  String.raw`${S}et\s+al\.|${S}(?:and|et)\s+(?:colleagues|coworkers|collègues|coll\.)${E}` +
    String.raw`|${S}(?:stud(?:y|ies)|trials?|review|meta-analys[ie]s)\s+(?:${WORD}\s+){0,4}?(?:found|showed|shows|reported|enrolled|measured|tested|compared|randomi[sz]ed|followed|concluded|gave|treated|recruited)${E}` +
    String.raw`|${S}(?:étude|études|essai|essais|revue|méta-analyse)\s+(?:${WORD}\s+){0,4}?(?:a\s+|ont\s+)?(?:montré|trouvé|mesuré|constaté|conclu|recruté|suivi|comparé|testé|rapporté|réparti)${E}`,
  "iu",
)
/** A link to a paper. */
const paperLink =
  /\]\(\s*https?:\/\/(?:dx\.)?(?:doi\.org|pubmed\.ncbi\.nlm\.nih\.gov|www\.ncbi\.nlm\.nih\.gov)\//iu

/**
 * Where an article first cites a study (a References section, a paper's link, "Lee and colleagues",
 * "a trial found"), as an offset in `source`, or null when it cites none.
 * @param {string} source
 * @returns {number | null}
 */
export const citesStudies = (source) => {
  const doc = articleDoc(source)
  if (doc.referencesAt) return doc.referencesAt.offset
  const link = paperLink.exec(source)
  const cited = citation.exec(doc.text)
  const offsets = [link ? link.index : null, cited ? doc.at[cited.index] : null].filter(
    (offset) => offset !== null,
  )
  return offsets.length > 0 ? Math.min(...offsets) : null
}

/**
 * What an article must carry, as report lines: `<SafetyNotes />` always, `<StudyCaveat />` when it
 * cites a study.
 * @param {string} file
 * @param {string} source
 * @returns {string[]}
 */
export const missingShortcodes = (file, source) => {
  if (!isArticle(file)) return []
  /** @type {string[]} */
  const missing = []
  if (!hasSafetyNotes(source)) {
    missing.push(
      `${file}:1:1 - Missing shortcode (<SafetyNotes />) -- every article carries the safety list (docs/writing-articles.md)`,
    )
  }
  const cited = hasStudyCaveat(source) ? null : citesStudies(source)
  if (cited !== null) {
    const line = source.slice(0, cited).split("\n").length
    missing.push(
      `${file}:${line}:1 - Missing shortcode (<StudyCaveat />) -- the article cites studies: say, right after them, that no study tested LumaSculpt (docs/writing-articles.md)`,
    )
  }
  return missing
}

/**
 * What npm run lint:copy checks by default: everything a visitor reads. The articles and the copy
 * modules (cspell.config.yaml's `files`), plus the components, pages and templates, the site's
 * config, the business register, whose strings reach the page too, and the script that draws the
 * words in the share image.
 */
export const defaultFiles = () => {
  /** @param {string} dir @param {RegExp} name */
  const under = (dir, name) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((file) => name.test(file))
          .map((file) => path.join(dir, file))
          .sort()
      : []
  return [
    ...under("content", /\.mdx$/),
    ...under("src/data", /\.ts$/),
    ...under("src/components", /\.tsx?$/),
    ...under("src/pages", /\.tsx?$/),
    ...under("src/templates", /\.tsx?$/),
    ...["gatsby-config.ts", registerPath, mediaScript].filter((file) => existsSync(file)),
  ]
}

/**
 * The command line: [--register file] [--today YYYY-MM-DD | --now ISO] [--list-files] [file …].
 * @param {string[]} args
 */
const parseArgs = (args) => {
  /** @type {{ files: string[], register: string, today: string | null, listFiles: boolean }} */
  const options = { files: [], register: registerPath, today: null, listFiles: false }
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s)
    const value = () => inline ?? args[(i += 1)]
    if (flag === "--register") options.register = value()
    else if (flag === "--today") options.today = value()
    else if (flag === "--now") options.today = todayInToronto(new Date(value()))
    else if (flag === "--list-files") options.listFiles = true
    else options.files.push(args[i])
  }
  if (options.today !== null && !isIsoDate(options.today)) {
    throw new Error(`--today/--now: ${options.today} is not a date`)
  }
  return options
}

const main = () => {
  const options = parseArgs(process.argv.slice(2))
  const files = options.files.length > 0 ? options.files : defaultFiles()
  if (options.listFiles) {
    files.forEach((file) => console.log(file))
    return
  }
  const today = options.today ?? todayInToronto()
  /** @type {{ startsOn: string | null, endsOn: string }[]} */
  let offers
  try {
    offers = readOffers(options.register)
  } catch (error) {
    console.log(`Claims: cannot read the offers: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 2
    return
  }
  const running = offers.filter((offer) => isOfferLive(offer, today))
  const offerLive = running.length > 0
  const problems = files.flatMap((file) => {
    const source = readFileSync(file, "utf8")
    return [
      ...missingShortcodes(file, source),
      ...findClaims(source, {
        kind: kindOf(file),
        role: roleOf(file, options.register),
        offerLive,
        today,
      }).map(
        ({ line, column, match, why }) =>
          `${file}:${line}:${column} - Forbidden claim (${match}) -- ${why}`,
      ),
    ]
  })
  problems.forEach((problem) => console.log(problem))
  const dates = (/** @type {{ startsOn: string | null, endsOn: string }} */ offer) =>
    `${offer.startsOn ?? "…"} to ${offer.endsOn}`
  console.log(
    offers.length === 0
      ? `Claims: ${options.register} holds no offer, so urgency words are claims everywhere.`
      : offerLive
        ? `Claims: an offer in ${options.register} runs today (${today} in Toronto: ${running.map(dates).join(", ")}), so urgency words are allowed in its offers and in src/data/business-copy.ts, nowhere else.`
        : `Claims: no offer in ${options.register} runs today (${today} in Toronto), so urgency words are allowed only in the register's offers that have not ended.`,
  )
  console.log(`Claims: files checked: ${files.length}, claims found: ${problems.length}.`)
  if (problems.length > 0) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
