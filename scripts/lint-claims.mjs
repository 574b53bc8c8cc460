// The copy linter's second half (npm run lint:copy): claims of two or more words, which cspell
// cannot flag because it checks one word at a time. Single words (cure, clinically, nutrient…) and
// spellings are cspell's job: see cspell.config.yaml. docs/claim-linter.md explains what this
// catches, how negation works, how urgency reads the business register, and how to add a rule.
// Report format, the same as cspell's:
//   path:line:column - Forbidden claim (matched text) -- why
// Usage: node scripts/lint-claims.mjs [--register file] [--today YYYY-MM-DD | --now ISO-instant]
//        [--list-files] [file …]
// With no files it checks everything a visitor reads: see `defaultFiles`.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import {
  offerRunsOn,
  offerTimeZone,
  registerPath,
  todayInOfferZone,
} from "../src/lib/offer-day.mjs"
import { parse } from "yaml"

// ---------------------------------------------------------------------------------------------
// Rules. Each pattern runs on the text a visitor reads (see `visibleText`): Markdown emphasis,
// links, tags, entities and escapes are gone, so "**boosts** [collagen](/x/)" reads
// "boosts collagen". Patterns are case-insensitive ("Collagen Boost" is "collagen boost").
// ---------------------------------------------------------------------------------------------

/** Word boundaries that know accented letters (`\b` does not: "\bélimine" never matches). */
const S = String.raw`(?<![\p{L}\p{N}])`
const E = String.raw`(?![\p{L}\p{N}])`
/** One word: letters and digits, with inner apostrophes and hyphens (l'acné, don't, lymph-draining). */
const WORD = String.raw`[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*`
/**
 * Up to `n` words between a verb and its object ("treats [stubborn] acne", "boosts [the production
 * of] collagen"), never "look" or "appearance": "reduces the look of fine lines" is how skin looks;
 * nor "about" or "in": "research about collagen", "an increase in collagen density" describe.
 * Words only: punctuation other than a comma, and a paragraph or heading break, stop it.
 * @param {number} n
 */
const gap = (n) =>
  String.raw`(?:(?!(?:[ld]['’])?(?:looks?|appearance|apparence|air|aspect|about|regarding|concernant|in)${E})${WORD},?\s+){0,${n}}?`

/** @param {string} source */
const rx = (source) => new RegExp(source, "giu")
/** With match indices (the `d` flag), for patterns whose groups are kept in place. */
const rxd = (/** @type {string} */ source) => new RegExp(source, "dgu")

const why = {
  delivery:
    "delivery into the skin is a function claim (Food and Drugs Act s.2(b)) and no test shows LumaSculpt does it",
  collagen:
    "changing collagen is a structure claim (Food and Drugs Act s.2(b)); say how skin looks or feels",
  condition:
    "treating a condition (acne, inflammation, pain…) is a medical-device claim (Food and Drugs Act s.2(a)); send readers to a doctor instead",
  muscle:
    "changing muscles is a structure or function claim (Food and Drugs Act s.2(b)); describe the sensation or the look",
  fluid:
    "moving blood, fluid or lymph is a function claim (water retention and circulation are non-cosmetic)",
  cells:
    "acting on cells (fibroblasts, mitochondria, ATP) is a function claim (Food and Drugs Act s.2(b)); a study of other equipment is not a result of ours",
  repair:
    "repairing skin is a structure claim (Food and Drugs Act s.2(b)); say how skin looks or feels",
  proof:
    "a performance or endorsement claim needs a proper test of LumaSculpt itself (Competition Act s.74.01(1)(b)); none exists",
  regulator: "never imply a regulator's approval or a device class that nobody has confirmed",
  outcome:
    "an unhedged outcome (lifting, removing wrinkles, reversing aging) is a structure claim no test of LumaSculpt backs; speak of the look",
  safety: "an absolute safety claim contradicts the safety list every article carries",
  urgency:
    "urgency words need a live offer in content/business.yaml (offer.endsOn today or later, Toronto time); without one they mislead (Competition Act s.52, s.74.01)",
}

/**
 * @typedef {{ pattern: RegExp, why: string, urgency?: boolean, negative?: boolean }} Claim
 * `urgency`: allowed while the register's offer is live. `negative`: the claim is worded with a
 * negator ("no side effects", "don't miss out"), so a negator inside it does not undo it.
 */

/** @type {readonly Claim[]} */
export const claims = [
  // ---- English -------------------------------------------------------------------------------
  {
    pattern: rx(
      String.raw`${S}(?:nutrients?|serums?|skincare|products?|creams?|ingredients?)\s+(?:absorption|penetration|uptake)${E}|${S}(?:absorption|penetration|uptake)\s+of\s+(?:your\s+|the\s+)?(?:nutrients?|serums?|skincare|products?|creams?|ingredients?)${E}|${S}helps?\s+(?:your\s+)?(?:serums?|products?|skincare|creams?|ingredients?)\s+(?:absorb|penetrate)${E}`,
    ),
    why: why.delivery,
  },
  {
    pattern: rx(
      String.raw`${S}(?:boost|build|rebuild|stimulat|support|promot|increas|regenerat|restor|renew|enhanc|trigger|kick-?start|activat|encourag|replenish|rejuvenat|revitali[sz])\p{L}*,?\s+${gap(3)}collagen${E}` +
        String.raw`|${S}(?:make|makes|making|produce|produces|producing|create|creates|creating|generate|generates|generating|form|forms|forming)\s+(?:more|new|extra|additional|fresh)\s+collagen${E}` +
        String.raw`|${S}collagen[\s-]+(?:boost\p{L}*|build\p{L}*|production|synthesis|formation|renewal|stimulation|induction|regeneration|remodel\p{L}*|support|increase)${E}`,
    ),
    why: why.collagen,
  },
  {
    pattern: rx(
      String.raw`${S}(?:treat(?:s|ed|ing)?|cur(?:e|es|ed|ing)|heal(?:s|ing)?|clear(?:s|ed|ing)?\s+up|fight(?:s|ing)?|combat\p{L}*|eliminat\p{L}*|prevent(?:s|ed|ing)?|get(?:s|ting)?\s+rid\s+of|reduc(?:e|es|ed|ing)|kill(?:s|ed|ing)?|target(?:s|ed|ing)?|calm(?:s|ed|ing)?|sooth(?:e|es|ed|ing)|reliev(?:e|es|ed|ing)|eas(?:e|es|ed|ing)|alleviat\p{L}*|zap(?:s|ped|ping)?|banish\p{L}*|helps\s+with)\s+${gap(3)}(?:acne|rosacea|eczema|psoriasis|dermatitis|melasma|breakouts?|blemish(?:es)?|pimples?|inflammation|inflamed\s+skin|scars?|scarring|wounds?|swelling|pain|aches?|soreness|TMJ|o?edema|headaches?|migraines?|bacteria|cold\s+sores?)${E}` +
        String.raw`|${S}heal(?:s|ing)?\s+(?:your\s+|the\s+)?skin${E}` +
        String.raw`|${S}(?:acne|rosacea|eczema|psoriasis|breakout|blemish|pimple|pain|TMJ|inflammation|scar|headache|migraine)s?[\s-]+(?:treatments?|therap(?:y|ies)|relief|remed(?:y|ies)|solutions?|cures?|fighters?|fighting|control|clearing|removal|reduction|killers?)${E}`,
    ),
    why: why.condition,
  },
  {
    pattern: rx(
      String.raw`${S}(?:tone(?:s|d)?|toning|tighten(?:s|ed|ing)?|strengthen(?:s|ed|ing)?|build(?:s|ing)?|firm(?:s|ed|ing)?)\s+${gap(3)}muscles?${E}` +
        String.raw`|${S}(?:improv|support|increas|boost|restor|enhanc)\p{L}*\s+${gap(2)}muscle\s+tone${E}`,
    ),
    why: why.muscle,
  },
  {
    pattern: rx(
      String.raw`${S}(?:mov(?:e|es|ing)|drain(?:s|ing)?|flush(?:es|ing)?\s+out)\s+(?:(?:excess|the|your|trapped)\s+)*(?:fluids?|water|lymph|toxins)${E}|${S}fluids?\s+(?:to\s+)?mov(?:e|es|ing)\s+along${E}` +
        String.raw`|${S}(?:blood|lymph(?:atic)?)[\s-]+(?:flow|circulation|drainage)${E}|${S}micro-?circulation${E}|${S}lymph[\s-]+drain\p{L}*` +
        String.raw`|${S}(?:improv|boost|increas|stimulat|promot|enhanc|support|encourag|activat|restor|wak|kick-?start)\p{L}*\s+${gap(3)}circulation${E}`,
    ),
    why: why.fluid,
  },
  {
    pattern: rx(
      String.raw`${S}(?:stimulat|activat|energi[sz]|boost|increas|wak|recharg|revitali[sz])\p{L}*\s+${gap(2)}(?:fibroblasts?|mitochondria|ATP|cellular\s+energy|cell\s+energy|(?:skin\s+)?cells)${E}` +
        String.raw`|${S}(?:ATP|cellular\s+energy)\s+production${E}`,
    ),
    why: why.cells,
  },
  {
    pattern: rx(
      String.raw`${S}repair(?:s|ed|ing)?\s+${gap(2)}(?:skin|barrier|cells?|tissues?|damage)${E}|${S}skin\s+repair${E}`,
    ),
    why: why.repair,
  },
  {
    pattern: rx(
      String.raw`${S}(?:clinically|scientifically|dermatologically|medically)\s+(?:proven|tested|shown|validated)${E}|${S}proven\s+(?:to|results?|effective|formula|technology)${E}|${S}medical\s+grade${E}|${S}guaranteed\s+(?:results?|to)${E}|${S}results?\s+(?:are\s+)?guaranteed${E}` +
        String.raw`|${S}(?:dermatologists?|doctors?|physicians?)[\s-]+(?:recommended|approved|tested|endorsed|trusted)${E}` +
        String.raw`|${S}(?:recommended|approved|endorsed|tested)\s+by\s+(?:(?:a|the|top|leading|many|our)\s+)?(?:dermatologists?|doctors?|physicians?)${E}`,
    ),
    why: why.proof,
  },
  {
    pattern: rx(
      String.raw`${S}Health\s+Canada(?:\s+${WORD}){0,4}?\s+(?:approved|approves|approval|licensed|certified|cleared|endorsed|registered)${E}` +
        String.raw`|${S}Health\s+Canada[\s-]+authori[sz]ed${E}` +
        String.raw`|${S}(?:approved|licensed|certified|cleared|endorsed|authori[sz]ed)\s+by\s+Health\s+Canada${E}` +
        String.raw`|${S}class\s+(?:I{1,3}|[123])\s+medical\s+device${E}|${S}medical\s+device\s+class\s+(?:I{1,3}|[123])${E}`,
    ),
    why: why.regulator,
  },
  {
    pattern: rx(
      String.raw`${S}visibly\s+lift(?:s|ed|ing)?${E}|${S}lifts?\s+sagging${E}|${S}revers(?:e|es|ing)\s+(?:the\s+)?(?:signs\s+of\s+)?ag(?:e)?ing${E}` +
        String.raw`|${S}(?:non-?\s?surgical\s+)?face[\s-]?lift(?:s|ed|ing)?${E}` +
        String.raw`|${S}lift(?:s|ed|ing)?\s+(?:(?:your|the|saggy|sagging|tired)\s+)*(?:face|jawline|jowls|cheeks|brows?|eyelids|neck|chin|contours?)${E}` +
        String.raw`|${S}(?:reduc(?:e|es|ed|ing)|eliminat(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|diminish(?:es|ed|ing)?|banish(?:es|ed|ing)?|minimi[sz](?:e|es|ed|ing)|eradicat(?:e|es|ed|ing)|get(?:s|ting)?\s+rid\s+of|smooth(?:s|ed|ing)?\s+away|fill(?:s|ed|ing)?\s+in)\s+${gap(2)}(?:wrinkles?|fine\s+lines|crow['’]s\s+feet|expression\s+lines|laugh\s+lines|deep\s+folds)${E}` +
        // Noun order; hyphens stay out, so a slug such as wrinkle-reduction-… is not a claim.
        String.raw`|${S}wrinkles?\s+(?:reduction|removal|eraser|remover|elimination|treatments?)${E}`,
    ),
    why: why.outcome,
  },
  {
    pattern: rx(
      String.raw`${S}no\s+side[\s-]+effects${E}|(?:${S}100\s*%|${S}(?:completely|totally|perfectly|absolutely))\s+safe${E}`,
    ),
    why: why.safety,
    negative: true,
  },
  {
    pattern: rx(
      String.raw`${S}limited[\s-]+(?:time|stock|quantities|supply)${E}|${S}(?<!in\s+a\s+)hurry${E}|${S}ends?\s+soon${E}|${S}ending\s+soon${E}|${S}act\s+(?:now|fast|quickly)${E}|${S}while\s+(?:supplies|stocks?|quantities)\s+last${E}|${S}last\s+chance${E}|${S}(?:don['’]t|do\s+not)\s+miss\s+out${E}|${S}today\s+only${E}|${S}only\s+\d+\s+left${E}|${S}selling\s+(?:out\s+)?fast${E}|${S}offer\s+ends\s+(?:soon|today|tonight|at\s+midnight)${E}`,
    ),
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // ---- French (content/blogue/, src/data/fr/): the same claims as the French edition words them.
  {
    pattern: rx(
      String.raw`(?:absorption|pénétration)\s+des\s+(?:nutriments|sérums?|produits|crèmes|ingrédients|soins)|${S}aide\s+(?:vos\s+|les\s+)?(?:sérums?|produits|crèmes|soins)\s+à\s+pénétrer`,
    ),
    why: why.delivery,
  },
  {
    pattern: rx(
      String.raw`${S}(?:stimul|augment|relanc|favoris|boost|régénèr|régénér|renforc|reconstrui|restaur|activ|encourag|dynamis|redynamis)\p{L}*,?\s+${gap(3)}collagène${E}` +
        String.raw`|${S}(?:production|synthèse|formation)\s+(?:de\s+|du\s+)collagène` +
        String.raw`|${S}(?:fabriqu|produi|cré|génér)\p{L}*\s+(?:plus\s+de|davantage\s+de|du\s+nouveau|de\s+nouveaux?)\s*collagène${E}` +
        String.raw`|${S}coup\s+de\s+(?:pouce|fouet)\s+(?:au|du|de)\s+collagène|${S}collagène\s+boosté`,
    ),
    why: why.collagen,
  },
  {
    pattern: rx(
      String.raw`${S}(?:trait|guéri|soign|combat|élimin|prévien|préven|rédui|réduis|calm|apais|soulag|atténu|diminu|tu(?:e|ent|er)${E}|cibl|lutt\p{L}*\s+contre|vien(?:t|nent)\s+à\s+bout\s+de|débarrass)\p{L}*\s+${gap(3)}(?:l['’]|d['’])?(?:acné|rosacée|eczéma|psoriasis|dermatite|mélasma|boutons|imperfections|inflammations?|cicatrices|plaies|enflure|œdèmes?|oedèmes?|douleurs?|maux\s+de\s+tête|migraines?|bactéries)${E}`,
    ),
    why: why.condition,
  },
  {
    pattern: rx(
      String.raw`${S}(?:tonifi|raffermi|renforc|muscl)\p{L}*\s+${gap(3)}muscles?${E}|${S}(?:amélior|augment|renforc|restaur|boost)\p{L}*\s+${gap(2)}tonus\s+musculaire`,
    ),
    why: why.muscle,
  },
  {
    pattern: rx(
      String.raw`${S}(?:drain|élimin|évacu)\p{L}*\s+(?:(?:les|le|vos|des|l['’]excès\s+de|l['’]|d['’])\s*)*(?:liquides?|eau|lymphe|toxines)${E}` +
        String.raw`|${S}circulation\s+(?:sanguine|lymphatique)|${S}drainage\s+lymphatique|${S}micro-?circulation|${S}(?:flux|débit)\s+(?:sanguin|lymphatique)` +
        String.raw`|${S}(?:amélior|stimul|favoris|boost|relanc|activ|augment|réveill|relanc)\p{L}*\s+${gap(3)}circulation${E}`,
    ),
    why: why.fluid,
  },
  {
    pattern: rx(
      String.raw`${S}(?:stimul|activ|énergis|dynamis|boost|augment|réveill|recharg|revitalis)\p{L}*\s+${gap(2)}(?:fibroblastes|mitochondries|ATP|énergie\s+cellulaire|cellules)${E}|${S}production\s+d['’]ATP${E}`,
    ),
    why: why.cells,
  },
  {
    pattern: rx(
      String.raw`${S}répar(?:e|ent|er|ez|ation)\s+${gap(2)}(?:peau|cellules|tissus|barrière|dommages)${E}`,
    ),
    why: why.repair,
  },
  {
    pattern: rx(
      String.raw`${S}(?:cliniquement|scientifiquement|dermatologiquement|médicalement)\s+(?:prouvée?s?|testée?s?|démontrée?s?|validée?s?)|${S}prouvée?s?\s+pour|${S}qualité\s+médicale|${S}résultats?\s+(?:garantis?|prouvés?)` +
        String.raw`|${S}(?:recommandée?s?|approuvée?s?|testée?s?|validée?s?|conçue?s?)\s+par\s+(?:les\s+|des\s+|un\s+|une\s+|nos\s+)?(?:dermatologues?|médecins?)${E}|${S}sous\s+contrôle\s+(?:dermatologique|médical)`,
    ),
    why: why.proof,
  },
  {
    pattern: rx(
      String.raw`${S}(?:approuvée?s?|homologuée?s?|certifiée?s?|autorisée?s?)\s+(?:par\s+)?Santé\s+Canada` +
        String.raw`|${S}Santé\s+Canada(?:\s+${WORD}){0,4}?\s+(?:approuv|homologu|certifi|agré)\p{L}*` +
        String.raw`|${S}(?:approbation|homologation|certification)\s+(?:de\s+)?Santé\s+Canada` +
        String.raw`|${S}(?:instrument|dispositif|appareil)\s+médical\s+de\s+classe\s+(?:I{1,3}|[123])${E}`,
    ),
    why: why.regulator,
  },
  {
    pattern: rx(
      String.raw`${S}(?:effet|soin|un|le|du|d['’]un)\s+lifting${E}|${S}lifting\s+(?:du\s+visage|facial|naturel|sans\s+chirurgie|non\s+chirurgical)|${S}liftante?s?${E}` +
        String.raw`|${S}lift(?:e|ent|er|ez)\s+(?:le|la|les|votre|vos)\s+(?:visage|ovale|contours?|joues|paupières|cou|mâchoire)` +
        String.raw`|${S}(?:élimin|rédui|réduis|effac|gomm|supprim|atténu|combl|estomp)\p{L}*\s+${gap(2)}(?:l['’]|d['’])?(?:rides|ridules|pattes\s+d['’]oie|sillons)${E}` +
        String.raw`|${S}(?:réduction|élimination|effacement|suppression)\s+(?:des\s+|de\s+vos\s+)?(?:rides|ridules)${E}` +
        String.raw`|${S}(?:invers|renvers)\p{L}*\s+${gap(3)}(?:vieillissement|âge)${E}`,
    ),
    why: why.outcome,
  },
  {
    pattern: rx(
      String.raw`${S}sans\s+(?:aucun\s+)?effets?\s+secondaires?|(?:${S}100\s*%|${S}(?:complètement|totalement|parfaitement|absolument))\s+sans\s+danger|${S}sans\s+aucun\s+risque`,
    ),
    why: why.safety,
    negative: true,
  },
  {
    pattern: rx(
      String.raw`${S}(?:pour\s+une?\s+)?(?:durée|temps)\s+limitée?${E}|${S}offre\s+limitée${E}|${S}quantités?\s+limitées?${E}|${S}dépêchez[\s-]vous${E}|${S}faites\s+vite${E}|${S}(?:se\s+termine|prend\s+fin)\s+bientôt${E}|${S}dernière\s+chance${E}|${S}jusqu['’]à\s+épuisement\s+des\s+stocks${E}|${S}aujourd['’]hui\s+seulement${E}|${S}ne\s+manquez\s+pas\s+(?:cette|notre|l['’])\s*(?:offre|occasion|promotion)`,
    ),
    why: why.urgency,
    urgency: true,
    negative: true,
  },
]

// ---------------------------------------------------------------------------------------------
// What a visitor reads. Every step keeps, for each character, the offset it came from, so a
// report points at the original file's line and column.
// ---------------------------------------------------------------------------------------------

/** @typedef {{ text: string, at: number[] }} Mapped  `at[i]`: the original offset of text[i]. */
/** @typedef {string | [number, number]} Piece  new text, or a range of the current text to keep */
/** @typedef {"mdx" | "code" | "yaml" | "text"} Kind */

/**
 * Replaces every match of `pattern`; `replace` returns what goes in its place.
 * @param {Mapped} doc
 * @param {RegExp} pattern
 * @param {(m: RegExpMatchArray) => Piece[]} replace
 * @returns {Mapped}
 */
const rewrite = (doc, pattern, replace) => {
  let text = ""
  /** @type {number[]} */
  const at = []
  let last = 0
  /** @param {number} from @param {number} to */
  const keep = (from, to) => {
    text += doc.text.slice(from, to)
    for (let i = from; i < to; i += 1) at.push(doc.at[i])
  }
  for (const m of doc.text.matchAll(pattern)) {
    const start = m.index ?? 0
    keep(last, start)
    for (const piece of replace(m)) {
      if (typeof piece === "string") {
        text += piece
        for (let i = 0; i < piece.length; i += 1) at.push(doc.at[start])
      } else keep(piece[0], piece[1])
    }
    last = start + m[0].length
  }
  keep(last, doc.text.length)
  at.push(doc.at[doc.text.length])
  return { text, at }
}

/**
 * The range of capture group `group` in the current text (needs the `d` flag), or nothing.
 * @param {RegExpMatchArray} m
 * @param {number} group
 * @returns {Piece[]}
 */
const groupOf = (m, group) => {
  const range = /** @type {RegExpMatchArray & { indices?: ([number, number] | undefined)[] }} */ (m)
    .indices?.[group]
  return range ? [range] : []
}

/**
 * Blanks JavaScript comments (keeping every offset and newline): they are for developers, and a
 * comment that explains the offer rule must not trip it. Strings, template literals and regular
 * expression literals are skipped so "https://…" is not a comment.
 * @param {string} source
 */
const blankCodeComments = (source) => {
  const out = source.split("")
  /** @param {number} from @param {number} to */
  const blank = (from, to) => {
    for (let i = from; i < to; i += 1) if (out[i] !== "\n") out[i] = " "
  }
  /** Template literal nesting: each entry is the brace depth at which a `${` opened. */
  /** @type {number[]} */
  const templates = []
  let depth = 0
  let i = 0
  let previous = "" // the last significant character outside strings and comments
  const skipString = (/** @type {string} */ quote) => {
    i += 1
    while (i < source.length && source[i] !== quote && source[i] !== "\n") {
      i += source[i] === "\\" ? 2 : 1
    }
    i += 1
  }
  const skipTemplate = () => {
    // From just after a backtick or a closing `}` of `${…}`, to the closing backtick or `${`.
    while (i < source.length) {
      if (source[i] === "\\") i += 2
      else if (source[i] === "`") {
        i += 1
        return
      } else if (source[i] === "$" && source[i + 1] === "{") {
        i += 2
        templates.push(depth)
        depth += 1
        return
      } else i += 1
    }
  }
  while (i < source.length) {
    const c = source[i]
    const next = source[i + 1]
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i)
      const stop = end < 0 ? source.length : end
      blank(i, stop)
      i = stop
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2)
      const stop = end < 0 ? source.length : end + 2
      blank(i, stop)
      i = stop
    } else if (c === '"' || c === "'") {
      skipString(c)
      previous = c
    } else if (c === "`") {
      i += 1
      skipTemplate()
      previous = "`"
    } else if (c === "/" && (previous === "" || "(,=:[!&|?{};+-*%>~^".includes(previous))) {
      // A regular expression literal (after "<" a slash closes a JSX tag instead).
      i += 1
      let inClass = false
      while (i < source.length && source[i] !== "\n") {
        if (source[i] === "\\") i += 1
        else if (source[i] === "[") inClass = true
        else if (source[i] === "]") inClass = false
        else if (source[i] === "/" && !inClass) break
        i += 1
      }
      i += 1
      previous = "/"
    } else {
      if (c === "{") depth += 1
      if (c === "}") {
        depth -= 1
        if (templates.length > 0 && templates[templates.length - 1] === depth) {
          templates.pop()
          i += 1
          skipTemplate()
          previous = "`"
          continue
        }
      }
      if (!/\s/.test(c)) previous = c
      i += 1
    }
  }
  return out.join("")
}

/**
 * Blanks YAML comments (a `#` at the start of a line or after a space, outside quotes).
 * @param {string} source
 */
const blankYamlComments = (source) =>
  source
    .split("\n")
    .map((line) => {
      let quote = ""
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i]
        if (quote) {
          if (c === quote) quote = ""
        } else if (c === '"' || c === "'") quote = c
        else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
          return line.slice(0, i) + " ".repeat(line.length - i)
        }
      }
      return line
    })
    .join("\n")

/** Named entities a writer might use; accented letters (&eacute;…) are composed below. */
const entities = /** @type {Record<string, string>} */ ({
  nbsp: "\u00a0",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
  shy: "",
  zwj: "",
  zwnj: "",
  oelig: "œ",
  OElig: "Œ",
})
const accents = /** @type {Record<string, string>} */ ({
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  cedil: "\u0327",
})

/** @param {string} name */
const decodeEntity = (name) => {
  if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16))
  if (/^#\d+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(1), 10))
  if (name in entities) return entities[name]
  const accented = /^([a-z])(acute|grave|circ|uml|cedil)$/i.exec(name)
  if (accented) return (accented[1] + accents[accented[2]]).normalize("NFC")
  return undefined
}

/** HTML elements that sit inside a sentence; any other tag ends one (a paragraph, a list item). */
const inlineTags = new Set(
  "a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr".split(
    " ",
  ),
)
/** Attributes a visitor reads or hears: their values are copy too. */
const textAttribute = rxd(
  String.raw`(?:^|\s)(?:alt|title|aria-label|aria-description|placeholder|label)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(["'\x60])((?:(?!\3)[^\\]|\\.)*)\3\s*\})`,
)

/**
 * The text a visitor reads, with each character's original offset.
 * @param {string} source
 * @param {Kind} kind
 * @returns {Mapped}
 */
export const visibleText = (source, kind) => {
  const blanked =
    kind === "code"
      ? blankCodeComments(source)
      : kind === "yaml"
        ? blankYamlComments(source)
        : source
  /** @type {Mapped} */
  let doc = { text: blanked, at: Array.from({ length: blanked.length + 1 }, (_, i) => i) }
  // Escapes in source code: "Boosts\u00a0collagen", "boosts\u202fcollagen".
  doc = rewrite(doc, /\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|\\([nrt])/giu, (m) => {
    if (m[4]) return [m[4] === "t" ? " " : "\n"]
    return [String.fromCodePoint(parseInt(m[1] ?? m[2] ?? m[3], 16))]
  })
  if (kind === "code") {
    // "Boosts " + "collagen" is one string on the page; `${expression}` is one word of it.
    doc = rewrite(doc, /(["'`])\s*\+\s*(["'`])/gu, () => [])
    doc = rewrite(doc, /\$\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/gu, () => ["X"])
    doc = rewrite(doc, /\\(["'`\\])/gu, (m) => [m[1]])
  }
  if (kind === "mdx") {
    // Markdown backslash escapes: \*, \[, \_.
    doc = rewrite(doc, /\\([\\`*_{}[\]()#+\-.!<>])/gu, (m) => [m[1]])
    // A block ends at a blank line, after a heading and before a list item: a phrase never runs
    // across it (the NUL character is not whitespace, so no pattern's \s+ crosses it).
    doc = rewrite(
      doc,
      /(\n[^\S\n]*)(?=\n)|^(#{1,6}[^\n]*)(?=\n)|\n(?=[^\S\n]*(?:[-*+]|\d+[.)])[^\S\n])/gmu,
      (m) => (m[2] !== undefined ? [[m.index ?? 0, (m.index ?? 0) + m[0].length], "\0"] : ["\0\n"]),
    )
  }
  // {" "} and {"text"} in JSX and MDX are that text.
  doc = rewrite(doc, rxd(String.raw`\{\s*(["'\x60])((?:(?!\1)[^\\\n]|\\.)*)\1\s*\}`), (m) =>
    groupOf(m, 2),
  )
  // Tags: inline ones vanish, block ones end a sentence, text attributes are read on their own.
  doc = rewrite(
    doc,
    rxd(
      String.raw`<\/?([A-Za-z][\w.:-]*)((?:\s+(?:[^\s"'{}>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s>]+))?|\{(?:[^{}]|\{[^{}]*\})*\}))*)\s*\/?>`,
    ),
    (m) => {
      const name = m[1]
      const [attributesAt] = /** @type {[number, number]} */ (groupOf(m, 2)[0] ?? [0, 0])
      /** @type {Piece[]} */
      const pieces = []
      for (const a of m[2].matchAll(textAttribute)) {
        const group = a[1] !== undefined ? 1 : a[2] !== undefined ? 2 : 4
        const range = /** @type {RegExpMatchArray & { indices: [number, number][] }} */ (a).indices[
          group
        ]
        pieces.push("\n", [attributesAt + range[0], attributesAt + range[1]], "\n")
      }
      const selfClosing = m[0].endsWith("/>")
      const inline = inlineTags.has(name.toLowerCase()) || (/^[A-Z]/.test(name) && !selfClosing)
      return pieces.length > 0 || !inline ? ["\n", ...pieces] : []
    },
  )
  // Entities, twice decoded if need be: "&amp;nbsp;" is what a double-escaped &nbsp; looks like.
  for (let pass = 0; pass < 3; pass += 1) {
    const before = doc.text
    doc = rewrite(doc, /&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (m) => {
      const decoded = decodeEntity(m[1])
      return decoded === undefined ? [[m.index ?? 0, (m.index ?? 0) + m[0].length]] : [decoded]
    })
    if (doc.text === before) break
  }
  // Links and images: [text](url), [text][ref] -> text.
  doc = rewrite(
    doc,
    rxd(
      String.raw`!?\[([^\]\n]*)\](?:\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)|\[[^\]\n]*\])`,
    ),
    (m) => groupOf(m, 1),
  )
  // Emphasis (** * _ ~~), inline code in Markdown, and invisible characters.
  doc = rewrite(doc, kind === "mdx" ? /[*_~`]+/gu : /[*_]+/gu, () => [])
  doc = rewrite(doc, /[\u00ad\u200b-\u200d\u2060\ufeff]/gu, () => [])
  doc = rewrite(doc, /[\u2010\u2011]/gu, () => ["-"])
  return doc
}

// ---------------------------------------------------------------------------------------------
// Negation: "does not treat acne" is a disclaimer, "No other device boosts collagen" is a claim.
// ---------------------------------------------------------------------------------------------

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
/** "not only", "not just", "no other", "pas seulement", "aucun autre": these are not negations. */
const notANegation = new RegExp(
  String.raw`^\s+(?:only|just|merely|simply|other|others|longer|less|more\s+than|least|seulement|uniquement|juste|que|autres?|moins|plus\s+que)${E}`,
  "iu",
)
/** "No study has shown that …", « Aucune étude n'a montré que … »: the claim is what was not shown. */
const evidenceFrame = new RegExp(
  String.raw`^(?:\s*${WORD}){0,3}?\s*(?:shown|shows?|proven|proves?|found|finds?|suggests?|demonstrated|evidence|montré|montre|démontré|démontre|prouvé|prouve|indique)\s+(?:that|que|qu['’])(?:\s*${WORD}){0,3}\s*$`,
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
const isNegated = (text, start, end, negative) => {
  const lineStart = Math.max(text.lastIndexOf("\n", start - 1), text.lastIndexOf("\0", start - 1))
  const before = text.slice(lineStart + 1, start)
  let clauseFrom = 0
  for (const m of before.matchAll(clauseBreak)) clauseFrom = (m.index ?? 0) + m[0].length
  const clause = before.slice(clauseFrom)
  if (contrast.test(clause)) return false
  const lineEnd = text.slice(end).search(/[\n\0]/)
  const rest = text.slice(end, lineEnd < 0 ? text.length : end + lineEnd)
  const claimAndAfter = text.slice(start, end) + rest.split(/[.!?;:,]/)[0]
  /** @param {RegExpMatchArray} m */
  const reaches = (m) => {
    const after = clause.slice((m.index ?? 0) + m[0].length)
    if (notANegation.test(after)) return false
    return wordsIn(after).length <= negationReach || evidenceFrame.test(after)
  }
  for (const m of clause.matchAll(negator)) if (reaches(m)) return true
  for (const m of clause.matchAll(frenchNe)) {
    const after = clause.slice((m.index ?? 0) + m[0].length)
    const completed =
      frenchNeCompletion.test(after + claimAndAfter) ||
      /(?<![\p{L}\p{N}])(?:aucune?(?!\s+autre)|personne|rien|jamais|nul(?:le)?)(?![\p{L}\p{N}])/iu.test(
        clause.slice(0, m.index ?? 0),
      )
    if (completed && reaches(m)) return true
  }
  // A negator inside the claim's own words: "Health Canada has not approved it".
  if (negative) return false
  const inside = text.slice(start, end)
  for (const m of inside.matchAll(negator)) {
    if ((m.index ?? 0) > 0 && !notANegation.test(inside.slice((m.index ?? 0) + m[0].length))) {
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
const continuesNegatedList = (between) =>
  !/[.!?;:()\n\0—–|•]|\s-\s/u.test(between) &&
  /,|(?<![\p{L}\p{N}])(?:or|nor|ni|ou)(?![\p{L}\p{N}])/iu.test(between) &&
  !subject.test(between) &&
  wordsIn(between).filter((word) => !/^(?:or|nor|ni|ou)$/iu.test(word)).length <= 3

// ---------------------------------------------------------------------------------------------
// The business register: urgency words are claims unless it holds a live offer.
// ---------------------------------------------------------------------------------------------

// Where the register is, its time zone and the day an offer ends: the site's own rule
// (src/lib/offer-day.mjs), so the linter and the pages never disagree about a live offer.
export { registerPath, offerTimeZone }

/** Today's date (YYYY-MM-DD) in Toronto, where offers end at midnight. */
export const todayInToronto = todayInOfferZone

/**
 * The offer's last day (YYYY-MM-DD) in a register, or null when it holds no offer.
 * @param {string} file
 * @returns {string | null}
 */
export const readOfferEndsOn = (file) => {
  if (!existsSync(file)) return null
  /** @type {unknown} */
  const register = parse(readFileSync(file, "utf8"))
  const offer =
    register && typeof register === "object" && "offer" in register ? register.offer : undefined
  if (offer === undefined || offer === null) return null
  const endsOn = offer && typeof offer === "object" && "endsOn" in offer ? offer.endsOn : undefined
  const day = endsOn instanceof Date ? endsOn.toISOString().slice(0, 10) : endsOn
  if (typeof day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    throw new Error(`${file}: offer.endsOn must be a date written YYYY-MM-DD`)
  }
  return day
}

/** An offer is live through the whole of its last day (src/lib/offer-day.mjs). */
export const isOfferLive = offerRunsOn

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
  /\.(?:mdx|md)$/i.test(file)
    ? "mdx"
    : /\.(?:[cm]?[jt]sx?)$/i.test(file)
      ? "code"
      : /\.ya?ml$/i.test(file)
        ? "yaml"
        : "text"

/**
 * Every forbidden claim in a text, with its 1-based line and column in the original.
 * @param {string} source
 * @param {{ offerLive?: boolean, kind?: Kind }} [options] offerLive: the register holds a live
 *   offer (urgency words allowed); kind: how to read the text (default Markdown/MDX)
 * @returns {{ line: number, column: number, match: string, why: string }[]}
 */
export const findClaims = (source, { offerLive = false, kind = "mdx" } = {}) => {
  const lines = source.split("\n")
  /** @type {number[]} */
  const lineStarts = [0]
  lines.slice(0, -1).forEach((line, i) => lineStarts.push(lineStarts[i] + line.length + 1))
  const lineOf = (/** @type {number} */ offset) => {
    let index = 0
    while (index + 1 < lineStarts.length && lineStarts[index + 1] <= offset) index += 1
    return index
  }
  const { text, at } = visibleText(source, kind)
  const found = claims
    .filter((claim) => !claim.urgency || !offerLive)
    .flatMap(({ pattern, why, urgency = false, negative = false }) =>
      [...text.matchAll(pattern)].map((m) => ({
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
        match: m[0],
        why,
        urgency,
        negative,
      })),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((claim, i, all) => i === 0 || all[i - 1].start !== claim.start)
  /** @type {{ end: number }[]} */
  const negated = []
  return found
    .filter((claim) => {
      const previous = negated[negated.length - 1]
      if (
        isNegated(text, claim.start, claim.end, claim.negative) ||
        (previous &&
          previous.end <= claim.start &&
          continuesNegatedList(text.slice(previous.end, claim.start)))
      ) {
        negated.push(claim)
        return false
      }
      return true
    })
    .map(({ start, match, why, urgency }) => {
      const offset = at[start]
      const index = lineOf(offset)
      return { index, line: index + 1, column: offset - lineStarts[index] + 1, match, why, urgency }
    })
    .filter(({ index, urgency }) => urgency || !isExempt(lines, index))
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ line, column, match, why }) => ({
      line,
      column,
      match: match.replace(/\s+/g, " "),
      why,
    }))
}

/** An article is content/blog/<slug>/index.mdx or content/blogue/<slug>/index.mdx. */
const isArticle = (/** @type {string} */ file) =>
  /(?:^|[\\/])(?:blog|blogue)[\\/][^\\/]+[\\/]index\.mdx$/u.test(file)

/**
 * Every article carries the safety list (docs/writing-articles.md; editorial review B-L11): a
 * `<SafetyNotes />` outside comments and code blocks.
 * @param {string} source
 */
export const hasSafetyNotes = (source) =>
  /<SafetyNotes(?=[\s/>])/u.test(
    source.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->|^```[\s\S]*?^```/gmu, ""),
  )

/**
 * What npm run lint:copy checks by default: everything a visitor reads. The articles and the copy
 * modules (cspell.config.yaml's `files`), plus the components, pages and templates, the site's
 * config and the business register, whose strings reach the page too.
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
    ...["gatsby-config.ts", registerPath].filter((file) => existsSync(file)),
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
  if (options.today !== null && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) {
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
  /** @type {string | null} */
  let endsOn
  try {
    endsOn = readOfferEndsOn(options.register)
  } catch (error) {
    console.log(`Claims: cannot read the offer: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 2
    return
  }
  const offerLive = isOfferLive(endsOn, today)
  const problems = files.flatMap((file) => {
    const source = readFileSync(file, "utf8")
    const missing =
      isArticle(file) && !hasSafetyNotes(source)
        ? [
            `${file}:1:1 - Missing shortcode (<SafetyNotes />) -- every article carries the safety list (docs/writing-articles.md)`,
          ]
        : []
    return [
      ...missing,
      ...findClaims(source, { offerLive, kind: kindOf(file) }).map(
        ({ line, column, match, why }) =>
          `${file}:${line}:${column} - Forbidden claim (${match}) -- ${why}`,
      ),
    ]
  })
  problems.forEach((problem) => console.log(problem))
  console.log(
    endsOn === null
      ? `Claims: ${options.register} holds no offer, so urgency words are claims.`
      : `Claims: the offer in ${options.register} ends ${endsOn}; today in Toronto is ${today}, so urgency words are ${offerLive ? "allowed" : "claims"}.`,
  )
  console.log(`Claims: files checked: ${files.length}, claims found: ${problems.length}.`)
  if (problems.length > 0) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
