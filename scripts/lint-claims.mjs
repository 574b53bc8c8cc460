// The copy linter's second half (npm run lint:copy): claims of two or more words, which cspell
// cannot flag because it checks one word at a time. Single words (cure, clinically, nutrient…) and
// spellings are cspell's job: see cspell.config.yaml. Same files, same report format:
//   path:line:column - Forbidden claim (matched text) -- why
// Usage: node scripts/lint-claims.mjs [file …]   (no files: content/**/*.mdx and src/data/**/*.ts)
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"

/**
 * @typedef {{ pattern: RegExp, why: string }} Claim
 * Each pattern is case-insensitive and global; `\s+` lets a phrase wrap across a line.
 */

/** @type {readonly Claim[]} */
export const claims = [
  {
    pattern:
      /\b(?:nutrients?|serums?|skincare|products?|creams?|ingredients?)\s+(?:absorption|penetration|uptake)\b|\b(?:absorption|penetration|uptake)\s+of\s+(?:your\s+|the\s+)?(?:nutrients?|serums?|skincare|products?|creams?|ingredients?)\b|\bhelps?\s+(?:your\s+)?(?:serums?|products?|skincare|creams?|ingredients?)\s+(?:absorb|penetrate)\b/gi,
    why: "delivery into the skin is a function claim (Food and Drugs Act s.2(b)) and no test shows LumaSculpt does it",
  },
  {
    pattern:
      /\b(?:boost(?:s|ing)?|build(?:s|ing)?|rebuild(?:s|ing)?|stimulat(?:e|es|ing)|support(?:s|ing)?|promot(?:e|es|ing)|increas(?:e|es|ing)|regenerat(?:e|es|ing)|restor(?:e|es|ing)|renew(?:s|ing)?)\s+(?:(?:your|the|skin's|skin’s|natural|new|more)\s+)*collagen\b|\bcollagen\s+(?:production|synthesis|formation|renewal|stimulation)\b/gi,
    why: "changing collagen is a structure claim (Food and Drugs Act s.2(b)); say how skin looks or feels",
  },
  {
    pattern:
      /\b(?:treat(?:s|ing)?|cure(?:s|d)?|heal(?:s|ing)?|clear(?:s|ing)?\s+up|fight(?:s|ing)?|eliminat(?:e|es|ing)|prevent(?:s|ing)?|gets?\s+rid\s+of|reduc(?:e|es|ing))\s+(?:your\s+|the\s+)?(?:acne|rosacea|eczema|psoriasis|dermatitis|melasma|breakouts?|blemishes|pimples|inflammation|scars?|scarring|wounds?)\b|\bheal(?:s|ing)?\s+(?:your\s+|the\s+)?skin\b/gi,
    why: "treating a skin condition is a medical-device claim (Food and Drugs Act s.2(a)); send readers to a doctor instead",
  },
  {
    pattern:
      /\b(?:tone(?:s|d)?|toning|tighten(?:s|ing)?|strengthen(?:s|ing)?|build(?:s|ing)?)\s+(?:(?:your|the|facial|face|jaw|cheek)\s+)*muscles?\b|\b(?:improv(?:e|es|ing)|support(?:s|ing)?|increas(?:e|es|ing)|boost(?:s|ing)?|restor(?:e|es|ing))\s+(?:(?:your|the|facial)\s+)*muscle\s+tone\b/gi,
    why: "changing muscles is a structure or function claim (Food and Drugs Act s.2(b)); describe the sensation or the look",
  },
  {
    pattern:
      /\b(?:mov(?:e|es|ing)|drain(?:s|ing)?|flush(?:es|ing)?\s+out)\s+(?:(?:excess|the|your|trapped)\s+)*(?:fluids?|water|lymph|toxins)\b|\bfluids?\s+(?:to\s+)?mov(?:e|es|ing)\s+along\b/gi,
    why: "moving fluid or lymph is a function claim (water retention and circulation are non-cosmetic)",
  },
  {
    pattern:
      /\b(?:clinically|scientifically|dermatologically|medically)\s+(?:proven|tested|shown|validated)\b|\bproven\s+to\b|\bmedical\s+grade\b|\bguaranteed\s+(?:results?|to)\b|\bresults?\s+(?:are\s+)?guaranteed\b/gi,
    why: "a performance claim needs a proper test of LumaSculpt itself (Competition Act s.74.01(1)(b)); none exists",
  },
  {
    pattern:
      /\bHealth\s+Canada[\s-]+(?:approved|licensed|certified|cleared|endorsed|registered)\b|\b(?:approved|licensed|certified|cleared|endorsed)\s+by\s+Health\s+Canada\b/gi,
    why: "never imply a regulator's approval that nobody has confirmed",
  },
  {
    pattern:
      /\bvisibly\s+lift(?:s|ed|ing)?\b|\blifts?\s+sagging\b|\brevers(?:e|es|ing)\s+(?:the\s+)?(?:signs\s+of\s+)?ag(?:e)?ing\b/gi,
    why: "an unhedged outcome (lifting, reversing aging) is a performance claim no test of LumaSculpt backs",
  },
  {
    pattern:
      /\bno\s+side[\s-]+effects\b|\b(?:100\s*%|completely|totally|perfectly|absolutely)\s+safe\b/gi,
    why: "an absolute safety claim contradicts the safety list every article carries",
  },
  // The same claims as the French edition would word them (content/blogue/, src/data/fr/).
  {
    pattern:
      /(?:absorption|pénétration)\s+des\s+(?:nutriments|sérums?|produits|crèmes|ingrédients|soins)|aide\s+(?:vos\s+|les\s+)?(?:sérums?|produits|crèmes|soins)\s+à\s+pénétrer/gi,
    why: "delivery into the skin is a function claim (Food and Drugs Act s.2(b)) and no test shows LumaSculpt does it",
  },
  {
    pattern:
      /(?:stimul|augment|relanc|favoris|boost|régénèr|régénér|renforc|reconstrui|restaur)\p{L}*\s+(?:(?:la|le|les|votre|vos|sa|son|production|synthèse|de|du|d['’]|naturel)\s*)*collagène|(?:production|synthèse|formation)\s+(?:de\s+|du\s+)collagène/giu,
    why: "changing collagen is a structure claim (Food and Drugs Act s.2(b)); say how skin looks or feels",
  },
  {
    pattern:
      /(?:trait|guéri|soign|combat|élimin|prévien|préven|rédui)\p{L}*\s+(?:l['’]\s*|la\s+|le\s+|les\s+|vos\s+|votre\s+)?(?:acné|rosacée|eczéma|psoriasis|dermatite|mélasma|boutons|imperfections|inflammation|cicatrices|plaies)/giu,
    why: "treating a skin condition is a medical-device claim (Food and Drugs Act s.2(a)); send readers to a doctor instead",
  },
  {
    pattern:
      /(?:tonifi|raffermi|renforc|muscl)\p{L}*\s+(?:(?:les|vos|votre|le|la|des|du)\s+)*muscles?/giu,
    why: "changing muscles is a structure or function claim (Food and Drugs Act s.2(b)); describe the sensation or the look",
  },
  {
    pattern:
      /(?:drain|élimin|évacu)\p{L}*\s+(?:(?:les|le|vos|des|l['’]excès\s+de|l['’]|d['’])\s*)*(?:liquides?|eau|lymphe|toxines)/giu,
    why: "moving fluid or lymph is a function claim (water retention and circulation are non-cosmetic)",
  },
  {
    pattern:
      /(?:cliniquement|scientifiquement|dermatologiquement|médicalement)\s+(?:prouvée?s?|testée?s?|démontrée?s?|validée?s?)|prouvée?s?\s+pour|qualité\s+médicale|résultats?\s+garantis?/giu,
    why: "a performance claim needs a proper test of LumaSculpt itself (Competition Act s.74.01(1)(b)); none exists",
  },
  {
    pattern: /(?:approuvée?|homologuée?|certifiée?|autorisée?)\s+par\s+Santé\s+Canada/giu,
    why: "never imply a regulator's approval that nobody has confirmed",
  },
  {
    pattern:
      /sans\s+(?:aucun\s+)?effets?\s+secondaires?|(?:100\s*%|complètement|totalement|parfaitement|absolument)\s+sans\s+danger|sans\s+aucun\s+risque/giu,
    why: "an absolute safety claim contradicts the safety list every article carries",
  },
]

/**
 * A claim after "not", "never" or "no" (French: ne, n', jamais, aucun, ni) in the same sentence is
 * a disclaimer, not a claim.
 */
const negation =
  /(?:(?<!\p{L})(?:not|never|no|nor|cannot|can't|can’t|won't|won’t|don't|don’t|doesn't|doesn’t|isn't|isn’t|ne|jamais|aucune?|ni)(?!\p{L})|(?<!\p{L})n['’])[^.!?;:]*$/iu

/** The exemptions cspell honours, so one inline comment exempts a line from both halves. */
const isExempt = (/** @type {string[]} */ lines, /** @type {number} */ index) =>
  lines[index].includes("cspell:disable-line") ||
  (index > 0 && lines[index - 1].includes("cspell:disable-next-line"))

/**
 * Every forbidden claim in a text, with its 1-based line and column.
 * @param {string} text
 * @returns {{ line: number, column: number, match: string, why: string }[]}
 */
export const findClaims = (text) => {
  const lines = text.split("\n")
  /** @type {number[]} */
  const lineStarts = [0]
  lines.slice(0, -1).forEach((line, i) => lineStarts.push(lineStarts[i] + line.length + 1))
  const lineOf = (/** @type {number} */ offset) => {
    let index = 0
    while (index + 1 < lineStarts.length && lineStarts[index + 1] <= offset) index += 1
    return index
  }
  return claims
    .flatMap(({ pattern, why }) =>
      [...text.matchAll(pattern)].map((m) => ({ offset: m.index ?? 0, match: m[0], why })),
    )
    .filter(({ offset }) => !negation.test(text.slice(Math.max(0, offset - 60), offset)))
    .map(({ offset, match, why }) => {
      const index = lineOf(offset)
      return { index, line: index + 1, column: offset - lineStarts[index] + 1, match, why }
    })
    .filter(({ index }) => !isExempt(lines, index))
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ line, column, match, why }) => ({
      line,
      column,
      match: match.replace(/\s+/g, " "),
      why,
    }))
}

/** The files cspell.config.yaml's `files` names: content/**\/*.mdx and src/data/**\/*.ts. */
const defaultFiles = () =>
  [
    ["content", ".mdx"],
    ["src/data", ".ts"],
  ].flatMap(([dir, ext]) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(ext))
      .map((file) => path.join(dir, file))
      .sort(),
  )

const main = () => {
  const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles()
  const problems = files.flatMap((file) =>
    findClaims(readFileSync(file, "utf8")).map(
      ({ line, column, match, why }) =>
        `${file}:${line}:${column} - Forbidden claim (${match}) -- ${why}`,
    ),
  )
  problems.forEach((problem) => console.log(problem))
  console.log(`Claims: files checked: ${files.length}, claims found: ${problems.length}.`)
  if (problems.length > 0) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
