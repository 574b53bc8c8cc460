// The sentence around a claim, for the claim linter's two narrow exemptions: study wording in a
// sentence that reports a study, and a regulator named about another product (a sunscreen's DIN).
import { E, S } from "./patterns.mjs"

/**
 * The sentence around [start, end) of `text`: from the last sentence end or block break before it
 * to the next one after it.
 * @param {string} text
 * @param {number} start
 * @param {number} end
 */
export const sentenceAround = (text, start, end) => {
  let from = 0
  for (const m of text.slice(0, start).matchAll(/[.!?](?=\s)|[\n\0]/gu)) {
    from = (m.index ?? 0) + m[0].length
  }
  const after = text.slice(end).search(/[.!?](?=\s|$)|[\n\0]/u)
  return text.slice(from, after < 0 ? text.length : end + after)
}

/** Words that report research. */
const studyWord = new RegExp(
  String.raw`${S}(?:stud(?:y|ies|ied)|trials?|participants?|volunteers?|subjects|groups?|researchers?|authors?|biops(?:y|ies)|measured|measurements?|ultrasound|placebo|sham|cohort|meta-analys[ie]s|review|reviewers` +
    String.raw`|étude|études|étudié(?:e|s|es)?|essais?|participante?s?|volontaires|sujets|groupes?|chercheu(?:r|rs|se|ses)|auteur(?:e|s|es)?|biopsies?|mesurée?s?|mesures?|échographie|témoins?|méta-analyses?)${E}`,
  "iu",
)
/** Words that make it about LumaSculpt or its user, which no study tested. */
const productOrReader = new RegExp(
  String.raw`${S}(?:LumaSculpt|users?|you|your|yours|yourself|vous|votre|vos|utilisat(?:eur|rice)s?)${E}`,
  "iu",
)
/**
 * A sentence that reports a study: it has a study word and speaks neither of LumaSculpt nor of the
 * reader. "In the Wunsch trial, the treated groups showed an increase in collagen density" passes;
 * "LumaSculpt users see an increase in collagen" does not.
 * @param {string} sentence
 */
export const reportsAStudy = (sentence) =>
  studyWord.test(sentence) && !productOrReader.test(sentence)

/**
 * Study wording: "about" or "in" inside the claim ("an increase in collagen"), or in French the noun
 * that reports a measure (« une augmentation du collagène », « une réduction des rides »).
 */
export const studyWorded = (/** @type {string} */ match) =>
  new RegExp(String.raw`${S}(?:in|about|regarding|concernant)${E}`, "iu").test(match) ||
  new RegExp(
    String.raw`^(?:augmentation|hausse|amélioration|diminution|réduction|baisse|gain)\s+(?:de|du|des|d['’])`,
    "iu",
  ).test(match)

/** Products a regulator authorizes that are not LumaSculpt. */
const otherProduct = new RegExp(
  String.raw`${S}(?:sunscreens?|drugs?|medications?|medicines?|DIN|NPN|natural\s+health\s+products?|écrans?\s+solaires?|crèmes?\s+solaires?|médicaments?|produits?\s+de\s+santé\s+naturels?)${E}`,
  "iu",
)
const ourDevice = new RegExp(
  String.raw`${S}(?:LumaSculpt|device|massager|our|appareil|instrument|notre|nos)${E}`,
  "iu",
)
/**
 * A sentence about another product's authorization: "Sunscreens carry a DIN or NPN, which shows
 * Health Canada has authorized them for sale."
 * @param {string} sentence
 */
export const aboutAnotherProduct = (sentence) =>
  otherProduct.test(sentence) && !ourDevice.test(sentence)
