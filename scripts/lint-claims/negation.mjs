// Negation, for the claim linter: "does not treat acne" is a disclaimer; "No other device boosts
// collagen", "No wonder it boosts collagen" and "Nothing boosts collagen like LumaSculpt" are claims.
import { E, S, WORD } from "./patterns.mjs"

/** Where a sentence or a clause ends: the negation before it no longer reaches what follows. */
const clauseBreak = new RegExp(
  String.raw`[.!?](?=\s|$)|[;:,()\n\0—–|•…]|\s-\s|${S}(?:but|yet|so|while|whereas|although|though|because|however|mais|pourtant|cependant|toutefois|tandis|car|donc|alors|puis)${E}` +
    String.raw`|${S}(?:and|et)\s+(?:it|this|that|they|we|you|its|the|our|your|a|an|which|LumaSculpt|il|elle|ils|elles|on|cela|ça|ce|cet|cette|le|la|les|l['’]|notre|nos|votre|vos|un|une)${E}`,
  "giu",
)
/** Negators that stand alone (English, and French pas, jamais, aucun, sans, ni). */
const negator = new RegExp(
  String.raw`${S}(?:not|never|no|nor|none|nothing|nobody|neither|without|cannot|\p{L}+n['’]t|pas|jamais|aucune?|sans|ni|nullement)${E}`,
  "giu",
)
/** French "ne"/"n'", which negates only with pas, plus, jamais… ("ne … que" means "only"). */
const frenchNe = new RegExp(String.raw`${S}(?:ne${E}|n['’](?=\p{L}))`, "giu")
const frenchNeCompletion = new RegExp(
  String.raw`${S}(?:pas|plus|jamais|rien|guère|point|nullement|aucune?|ni)${E}`,
  "iu",
)
/** What completes a "ne" from before it: « Aucun appareil ne… », « Rien ne… », « Personne ne… ». */
const frenchNeSubject = new RegExp(
  String.raw`${S}(?:aucune?(?!\s+autre)|personne|rien|jamais|nul(?:le)?)${E}`,
  "giu",
)
/**
 * Words after a negator that make it no negation: comparisons ("not only", "no other", « pas
 * seulement », « aucun autre »), and openers that negate nothing ("No wonder", "No doubt", "no need
 * to", "not to mention", "Nothing else", "Nothing like", « Pas étonnant », « Rien de tel »).
 */
const notANegation = new RegExp(
  String.raw`^\s+(?:only|just|merely|simply|other|others|longer|less|more\s+than|least|wonder|doubt|question|surprise|surprising|surprisingly|need|needs|matter|secret|kidding|exaggeration|mistake|wait|to\s+mention|else|like|compares?|beats?|comes?\s+close|a\s+doubt` +
    String.raw`|seulement|uniquement|juste|que|autres?|moins|plus\s+que|étonnant|étonnante|étonnamment|surprenant|surprenante|de\s+doute|doute|besoin|de\s+tel|de\s+telle|de\s+mieux|de\s+plus|d['’]autre|ne\s+vaut|ne\s+remplace|ne\s+bat|n['’]égale|de\s+comparable)${E}`,
  "iu",
)
/** "Never has skin looked…", "never been easier": an emphasis, not a negation. */
const neverInverted = new RegExp(
  String.raw`^\s+(?:has|have|had|did|does|do|was|were|is|are|before|been\s+(?:easier|better|simpler|so|more|this|faster|quicker))${E}`,
  "iu",
)
/** "No study has shown that …", « Aucune étude n'a montré que … »: the claim is what was not shown. */
const evidenceFrame = new RegExp(
  String.raw`^(?:\s*${WORD}){0,3}?\s*(?:shown|shows?|proven|proves?|found|finds?|suggests?|demonstrated|evidence|promised?|promises|guaranteed?|guarantees|claimed?|claims|montré|montre|démontré|démontre|prouvé|prouve|indique|promis|promet|garanti|garantit)\s+(?:that|que|qu['’])(?:\s*${WORD}){0,3}\s*$`,
  "iu",
)
/**
 * Subjects that negate only a claim someone makes or shows: "Nobody boosts collagen like us" and
 * « Rien ne stimule le collagène comme LumaSculpt » are boasts; "Nobody has shown that …" and
 * « Rien ne prouve que … » are not.
 */
const subjectNegator = /^(?:nothing|nobody|no(?=\s+one\b)|rien|personne|jamais)$/iu
/** What may stand before a subject at the start of a clause. */
const clauseOpener =
  /^\s*(?:(?:and|but|so|yet|et|mais|alors|donc|there\s+is|there['’]s|il\s+n['’]y\s+a)\s+)?$/iu
/** A comparison after a claim: "No device boosts collagen like LumaSculpt" is a boast. */
const comparison = new RegExp(
  String.raw`${S}(?:like|as\s+(?:well|much|fast|quickly|effectively|gently)|better|faster|than|comme|autant|aussi\s+bien|mieux|plus\s+vite|plus\s+efficacement)${E}`,
  "iu",
)
/** Subjects and pronouns: "does not treat acne, it boosts collagen" starts a new claim. */
const subject = new RegExp(
  String.raw`${S}(?:it|this|that|they|we|you|LumaSculpt|il|elle|ils|elles|on|cela|ça|and|et|but|mais)${E}`,
  "iu",
)
/** "Unlike creams that don't work, LumaSculpt…": the negation belongs to the other product. */
const contrast = new RegExp(
  String.raw`${S}(?:unlike|contrairement|(?:à\s+la\s+)?différence\s+(?:de|des|du|d['’]))${E}`,
  "iu",
)
const wordsIn = (/** @type {string} */ text) => text.match(new RegExp(WORD, "gu")) ?? []
/** A negator must sit this close (in words) before the claim. */
const negationReach = 3

/**
 * Whether a negator in the same clause, at most three words before it, negates the claim at
 * [start, end) of `text`.
 * @param {string} text
 * @param {number} start
 * @param {number} end
 * @param {boolean} negative the claim's own words include a negator ("no side effects")
 */
export const isNegated = (text, start, end, negative) => {
  const lineStart = Math.max(text.lastIndexOf("\n", start - 1), text.lastIndexOf("\0", start - 1))
  const before = text.slice(lineStart + 1, start)
  let clauseFrom = 0
  for (const m of before.matchAll(clauseBreak)) clauseFrom = (m.index ?? 0) + m[0].length
  const clause = before.slice(clauseFrom)
  if (contrast.test(clause)) return false
  const lineEnd = text.slice(end).search(/[\n\0]/)
  const rest = text.slice(end, lineEnd < 0 ? text.length : end + lineEnd).split(/[.!?;:,]/)[0]
  const claim = text.slice(start, end)
  /** The claim and the rest of its clause: where a boast's comparison sits. */
  const claimAndAfter = claim + rest
  /**
   * @param {RegExpMatchArray} m the negator (or the word that completes a French "ne")
   * @param {string} after the clause from the end of `m` to the claim
   */
  const reaches = (m, after) => {
    if (notANegation.test(after)) return false
    if (/^never$/iu.test(m[0]) && neverInverted.test(after)) return false
    const opensClause = clauseOpener.test(clause.slice(0, m.index ?? 0))
    if (opensClause && subjectNegator.test(m[0])) return evidenceFrame.test(after)
    if (opensClause && comparison.test(claimAndAfter)) return false
    return wordsIn(after).length <= negationReach || evidenceFrame.test(after)
  }
  for (const m of clause.matchAll(negator)) {
    if (reaches(m, clause.slice((m.index ?? 0) + m[0].length))) return true
  }
  for (const m of clause.matchAll(frenchNe)) {
    const after = clause.slice((m.index ?? 0) + m[0].length)
    // A claim worded with a negator does not complete a "ne" with its own words: « Il n'y a aucun
    // effet secondaire » is the claim.
    if (frenchNeCompletion.test(after + (negative ? rest : claimAndAfter)) && reaches(m, after)) {
      return true
    }
    // « Aucun appareil ne… », « Rien ne… »: the subject completes it, and decides whether it negates.
    const subjects = [...clause.slice(0, m.index ?? 0).matchAll(frenchNeSubject)]
    const completer = subjects[subjects.length - 1]
    if (completer) {
      const opensClause = clauseOpener.test(clause.slice(0, completer.index ?? 0))
      if (opensClause && subjectNegator.test(completer[0])) {
        if (evidenceFrame.test(after)) return true
      } else if (!(opensClause && comparison.test(claimAndAfter)) && reaches(m, after)) {
        return true
      }
    }
  }
  // A negator inside the claim's own words: "Health Canada has not approved it".
  if (negative) return false
  for (const m of claim.matchAll(negator)) {
    if ((m.index ?? 0) > 0 && !notANegation.test(claim.slice((m.index ?? 0) + m[0].length))) {
      return true
    }
  }
  return false
}

/**
 * Whether a claim continues a list that a negated claim opened: "does not treat acne, calm
 * inflammation or improve circulation". Only commas, "or", "nor", "ni", "ou" and up to three other
 * words may come between, and no subject ("…acne, it boosts collagen" is a new claim).
 * @param {string} between
 */
export const continuesNegatedList = (between) =>
  !/[.!?;:()\n\0—–|•]|\s-\s/u.test(between) &&
  /,|(?<![\p{L}\p{N}])(?:or|nor|ni|ou)(?![\p{L}\p{N}])/iu.test(between) &&
  !subject.test(between) &&
  wordsIn(between).filter((word) => !/^(?:or|nor|ni|ou)$/iu.test(word)).length <= 3
