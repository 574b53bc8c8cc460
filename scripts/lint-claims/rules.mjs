// The claim linter's rules (scripts/lint-claims.mjs), by class, each in English and in French.
// docs/claim-linter.md lists the classes and explains how to add a rule.
//
// Each pattern runs on the text a visitor reads (scripts/lint-claims/text.mjs and mdx.mjs): Markdown
// emphasis, links, tags, entities and escapes are gone, so "**boosts** [collagen](/x/)" reads
// "boosts collagen". Patterns are case-insensitive ("Collagen Boost" is "collagen boost"). Every
// rule runs on every file, whatever its language: a French claim in an English file is still one.
import { E, NOT_SLUG, S, WORD, gap, rx } from "./patterns.mjs"

export const why = {
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
    "urgency and scarcity words belong only to a running offer: in content/business.yaml's offers, and in its copy module (src/data/business-copy.ts) while one runs (Toronto time); anywhere else they mislead (Competition Act s.52, s.74.01)",
  ranking:
    "a ranking (#1, best-selling) is a performance claim nobody can substantiate (Competition Act s.74.01(1)(b)); not even the register states one",
  fact: "prices, savings, ratings and customer counts are business facts: only content/business.yaml and its copy module (src/data/business-copy.ts) state them, dated",
  title:
    "one of the spec's risky titles (anti-aging, sculpting, firming, balancing oils, energizing treatment, cooling therapy) promises a change to the body; name the mode by how skin looks or feels",
  body: "a body function beyond how skin looks (cell turnover, water retention, detox, fat, sun damage reversed) is a function claim (Food and Drugs Act s.2(b))",
  procedure:
    "a comparison with Botox, fillers, surgery or a clinic's or salon's results is a performance claim no test of LumaSculpt backs (Competition Act s.74.01(1)(b)), and promises what only a medical procedure does",
  result:
    'a heading, title or bold label names a feature or a sensation, not a result, even a "-looking" one: a label makes a performance claim however the text under it is hedged, and no test of LumaSculpt exists (docs/claims.md, decision of 2026-11-28)',
}

/**
 * @typedef {object} Claim
 * @property {RegExp} pattern
 * @property {string} why
 * @property {string} kind the class: a key of `why`
 * @property {"en" | "fr"} [lang] the language its words are in (set below)
 * @property {boolean} [urgency] allowed in the register's offers, and in its copy module while an
 *   offer runs
 * @property {boolean} [fact] a business fact: allowed only in the register and its copy module
 * @property {boolean} [negative] worded with a negator ("no side effects", "don't miss out"), so a
 *   negator inside it does not undo it
 * @property {boolean} [study] study wording: passes in a sentence that reports a study (a study word
 *   and no "LumaSculpt", "you" or "users") and in an article's references
 * @property {boolean} [regulator] passes in a sentence about another product (sunscreens, drugs)
 * @property {boolean} [label] applies only to a label: a heading, a title, a tag, a short string
 */

// Pieces shared by the outcome rules (class 1).
/** Not "the look of wrinkles is reduced": that speaks of the look. */
const notTheLookOf = String.raw`(?<!(?:look|looks|appearance)\s+of\s+(?:(?:the|your|fine|deep|visible)\s+)?)`
const outcomeNoun = String.raw`(?:wrinkles?|fine\s+lines|expression\s+lines|laugh\s+lines|crow['’]s\s+feet|pores|collagen|elastin|elasticity|firmness|sagging(?:\s+skin)?|jowls|puffiness|dark\s+circles|under-eye\s+bags|eye\s+bags|double\s+chins?|cellulite|dark\s+spots|age\s+spots|sun\s+spots|hyperpigmentation|pigmentation|redness|acne|breakouts|scars|skin\s+laxity|laxity)`
const intensity = String.raw`(?:(?:visibly|dramatically|noticeably|significantly|instantly|clearly|quickly|rapidly|fully|completely|greatly|markedly|naturally|effectively|substantially|measurably|permanently)\s+)?`
/** Pas « l'apparence des rides est atténuée » : c'est l'apparence. */
const pasLApparenceDe = String.raw`(?<!(?:apparence|aspect|air)\s+(?:des|du|de\s+la|de\s+l['’]|de\s+vos|de\s+votre|de)\s+)`
const outcomeNounFr = String.raw`(?:rides|ridules|pattes\s+d['’]oie|sillons|pores|collagène|élastine|élasticité|fermeté|relâchement|bajoues|poches|cernes|double\s+menton|cellulite|taches(?:\s+brunes|\s+pigmentaires)?|acné|boutons|cicatrices)`
const intensityFr = String.raw`(?:(?:visiblement|nettement|considérablement|instantanément|rapidement|complètement|totalement|durablement|sensiblement|enfin)\s+)?`

// Pieces shared by classes 12 to 19: outcome verbs on the face, "anti-", "-free", "for acne",
// years younger, procedures, scarcity with a number, result labels.
/**
 * A verb that reshapes the face. "firm", "plump", "slim" and "tone" are adjectives or nouns too ("a
 * firm head", "skin tone"), so bare they count only before "your", "the"…: "plump your skin".
 */
const shapeVerb = String.raw`(?:tighten(?:s|ed|ing)?|shrink(?:s|ing)?|minimi[sz](?:e|es|ed|ing)|plump(?:s|ed|ing)|firm(?:s|ed|ing)|slim(?:s|med|ming)|contour(?:s|ed|ing)?|v-?shap(?:e|es|ed|ing)|ton(?:es|ed|ing)|lift(?:s|ed|ing)?|sculpt(?:s|ed|ing)?)`
const shapeVerbBare = String.raw`(?:plump|firm|slim|tone)`
const shapeDeterminer = String.raw`(?:your|the|my|her|his|their|our)`
const shapeAdjective = String.raw`(?:saggy|sagging|loose|slack|lax|tired|dull|crepey|aging|ageing|mature|facial|enlarged|large|visible|open|round|full|whole|entire|double|lower|upper)`
const shapeObject = String.raw`(?:skin|pores|face|contours?|jawline|jaw|jowls|cheeks|cheekbones|chin|neck|complexion)`
/** Not a noun or an adjective ("the lift", "a firm face", "skin tone"), nor "avoid tugging or lifting". */
const notANoun = String.raw`(?<!(?:the|a|an|this|its|what|whatever|any|every|each|skin|even|warm|cool|deep|avoid|avoids|avoiding)\s+(?:\p{L}+(?:,\s+|\s+(?:or|and)\s+))?)`
/** Other products named by their category ("anti-wrinkle creams", "anti-inflammatory drugs"). */
const otherProductAfter = String.raw`(?!\s+(?:creams?|serums?|lotions?|drugs?|medications?|medicines?|pills?|tablets?|ointments?|gels?|injections?|ingredients?|prescriptions?))`
const small = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`
const yearsCount = String.raw`(?:up\s+to\s+)?(?:\d+(?:\s?[-–]\s?\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|a\s+few|a\s+couple\s+of|several|many)`
/** A procedure done by a doctor or a clinic, which no device for home use can stand in for. */
const procedure = String.raw`(?:Botox|botulinum(?:\s+toxin)?|(?:dermal\s+)?fillers?|injectables?|injections?|needles|(?:plastic\s+|cosmetic\s+)?surgery|surgical\s+procedures?|face[\s-]?lifts?|lasers?|laser\s+(?:treatments?|resurfacing)|microneedling|(?:chemical\s+)?peels?|thread\s+lifts?|radiofrequency|HIFU|Ultherapy|Thermage|(?:cosmetic|aesthetic|medical|clinic|in-office|salon|spa|professional|dermatologist)\s+(?:procedures?|treatments?|facials?|visits?|appointments?|sessions?))`
const venue = String.raw`(?:clinic|salon|spa|med-?spa|medical\s+spa|professional|pro|dermatologist|derm|in-?office|in-?clinic|facialist|esthetician|aesthetician)`
/** Les déterminants d'un objet direct : « resserre les pores », « affine votre visage ». */
const objetFr = String.raw`(?:(?:la|le|les|l['’]|votre|vos|son|sa|ses)\s*)`
const partieFr = String.raw`(?:peau|pores|visage|ovale|contours?|mâchoire|joues|menton|pommettes|traits|cou|teint|bajoues)`
const petitFr = String.raw`(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques)`
const anneesFr = String.raw`(?:\d+(?:\s?[-–à]\s?\d+)?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|quelques)`
/** Une intervention médicale ou en clinique. */
const interventionFr = String.raw`(?:(?:le\s+|du\s+)?Botox|(?:la\s+)?toxine\s+botulique|(?:les\s+)?injections?|(?:les\s+)?injectables|(?:les\s+|des\s+)?(?:agents?|produits?)\s+de\s+comblement|(?:le\s+)?remplissage|(?:la\s+)?chirurgie(?:\s+esthétique|\s+plastique)?|(?:le\s+|un\s+)?lifting|(?:le\s+)?laser|(?:la\s+)?microaiguill\p{L}+|(?:le\s+|un\s+)?peeling|(?:la\s+)?radiofréquence|(?:les?\s+|des?\s+|un\s+)?(?:soins?|traitements?|interventions?|actes?|séances?|rendez-vous)\s+(?:esthétiques?|médicaux|médicales?|en\s+clinique|en\s+institut|en\s+cabinet|chez\s+(?:le|la|un|une)\s+(?:dermatologue|esthéticienne|médecin)))`
const lieuFr = String.raw`(?:clinique|institut|salon|spa|cabinet|dermatologue|esthéticienne|professionnel(?:le)?s?|médecin)`

/** @type {Claim[]} */
const english = [
  {
    pattern: rx(
      String.raw`${S}(?:nutrients?|serums?|skincare|products?|creams?|ingredients?)\s+(?:absorption|penetration|uptake)${E}|${S}(?:absorption|penetration|uptake)\s+of\s+(?:your\s+|the\s+)?(?:nutrients?|serums?|skincare|products?|creams?|ingredients?)${E}|${S}helps?\s+(?:your\s+)?(?:serums?|products?|skincare|creams?|ingredients?)\s+(?:absorb|penetrate)${E}`,
    ),
    kind: "delivery",
    why: why.delivery,
  },
  {
    pattern: rx(
      String.raw`${S}(?:boost|build|rebuild|stimulat|support|promot|increas|regenerat|restor|renew|enhanc|trigger|kick-?start|activat|encourag|replenish|rejuvenat|revitali[sz])\p{L}*,?\s+${gap(3)}collagen${E}` +
        String.raw`|${S}(?:make|makes|making|produce|produces|producing|create|creates|creating|generate|generates|generating|form|forms|forming)\s+(?:more|new|extra|additional|fresh)\s+collagen${E}` +
        String.raw`|${S}collagen[\s-]+(?:boost\p{L}*|build\p{L}*|production|synthesis|formation|renewal|stimulation|induction|regeneration|remodel\p{L}*|support|increase)${E}`,
    ),
    kind: "collagen",
    why: why.collagen,
  },
  {
    pattern: rx(
      String.raw`${S}(?:treat(?:s|ed|ing)?|cur(?:e|es|ed|ing)|heal(?:s|ing)?|clear(?:s|ed|ing)?\s+up|fight(?:s|ing)?|combat\p{L}*|eliminat\p{L}*|prevent(?:s|ed|ing)?|get(?:s|ting)?\s+rid\s+of|reduc(?:e|es|ed|ing)|kill(?:s|ed|ing)?|target(?:s|ed|ing)?|calm(?:s|ed|ing)?|sooth(?:e|es|ed|ing)|reliev(?:e|es|ed|ing)|eas(?:e|es|ed|ing)|alleviat\p{L}*|zap(?:s|ped|ping)?|banish\p{L}*|helps\s+with)\s+${gap(3)}(?:acne|rosacea|eczema|psoriasis|dermatitis|melasma|breakouts?|blemish(?:es)?|pimples?|inflammation|inflamed\s+skin|scars?|scarring|wounds?|swelling|pain|aches?|soreness|TMJ|o?edema|headaches?|migraines?|bacteria|cold\s+sores?)${E}` +
        String.raw`|${S}heal(?:s|ing)?\s+(?:your\s+|the\s+)?skin${E}` +
        String.raw`|${S}(?:acne|rosacea|eczema|psoriasis|breakout|blemish|pimple|pain|TMJ|inflammation|scar|headache|migraine)s?[\s-]+(?:treatments?|therap(?:y|ies)|relief|remed(?:y|ies)|solutions?|cures?|fighters?|fighting|control|clearing|removal|reduction|killers?)${E}`,
    ),
    kind: "condition",
    why: why.condition,
  },
  {
    pattern: rx(
      String.raw`${S}(?:tone(?:s|d)?|toning|tighten(?:s|ed|ing)?|strengthen(?:s|ed|ing)?|build(?:s|ing)?|firm(?:s|ed|ing)?)\s+${gap(3)}muscles?${E}` +
        String.raw`|${S}(?:improv|support|increas|boost|restor|enhanc)\p{L}*\s+${gap(2)}muscle\s+tone${E}`,
    ),
    kind: "muscle",
    why: why.muscle,
  },
  {
    pattern: rx(
      String.raw`${S}(?:mov(?:e|es|ing)|drain(?:s|ing)?|flush(?:es|ing)?\s+out)\s+(?:(?:excess|the|your|trapped)\s+)*(?:fluids?|water|lymph|toxins)${E}|${S}fluids?\s+(?:to\s+)?mov(?:e|es|ing)\s+along${E}` +
        String.raw`|${S}(?:blood|lymph(?:atic)?)[\s-]+(?:flow|circulation|drainage)${E}|${S}micro-?circulation${E}|${S}lymph[\s-]+drain\p{L}*` +
        String.raw`|${S}(?:improv|boost|increas|stimulat|promot|enhanc|support|encourag|activat|restor|wak|kick-?start)\p{L}*\s+${gap(3)}circulation${E}`,
    ),
    kind: "fluid",
    why: why.fluid,
  },
  {
    pattern: rx(
      String.raw`${S}(?:stimulat|activat|energi[sz]|boost|increas|wak|recharg|revitali[sz])\p{L}*\s+${gap(2)}(?:fibroblasts?|mitochondria|ATP|cellular\s+energy|cell\s+energy|(?:skin\s+)?cells)${E}` +
        String.raw`|${S}(?:ATP|cellular\s+energy)\s+production${E}`,
    ),
    kind: "cells",
    why: why.cells,
  },
  {
    pattern: rx(
      String.raw`${S}repair(?:s|ed|ing)?\s+${gap(2)}(?:skin|barrier|cells?|tissues?|damage)${E}|${S}skin\s+repair${E}`,
    ),
    kind: "repair",
    why: why.repair,
  },
  {
    pattern: rx(
      String.raw`${S}(?:clinically|scientifically|dermatologically|medically)\s+(?:proven|tested|shown|validated)${E}|${S}proven\s+(?:to|results?|effective|formula|technology)${E}|${S}medical\s+grade${E}|${S}guaranteed\s+(?:results?|to)${E}|${S}results?\s+(?:are\s+)?guaranteed${E}` +
        String.raw`|${S}(?:dermatologists?|doctors?|physicians?)[\s-]+(?:recommended|approved|tested|endorsed|trusted)${E}` +
        String.raw`|${S}(?:recommended|approved|endorsed|tested)\s+by\s+(?:(?:a|the|top|leading|many|our)\s+)?(?:dermatologists?|doctors?|physicians?)${E}`,
    ),
    kind: "proof",
    why: why.proof,
  },
  {
    pattern: rx(
      String.raw`${S}Health\s+Canada(?:\s+${WORD}){0,4}?\s+(?:approved|approves|approval|licensed|certified|cleared|endorsed|registered)${E}` +
        String.raw`|${S}Health\s+Canada[\s-]+authori[sz]ed${E}` +
        String.raw`|${S}(?:approved|licensed|certified|cleared|endorsed|authori[sz]ed)\s+by\s+Health\s+Canada${E}` +
        String.raw`|${S}class\s+(?:I{1,3}|[123])\s+medical\s+device${E}|${S}medical\s+device\s+class\s+(?:I{1,3}|[123])${E}`,
    ),
    kind: "regulator",
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
    kind: "outcome",
    why: why.outcome,
  },
  {
    pattern: rx(
      String.raw`${S}no\s+side[\s-]+effects${E}|(?:${S}100\s*%|${S}(?:completely|totally|perfectly|absolutely))\s+safe${E}`,
    ),
    kind: "safety",
    why: why.safety,
    negative: true,
  },
  {
    pattern: rx(
      String.raw`${S}limited[\s-]+(?:time|stock|quantities|supply)${E}|${S}(?<!in\s+a\s+)hurry${E}|${S}ends?\s+soon${E}|${S}ending\s+soon${E}|${S}act\s+(?:now|fast|quickly)${E}|${S}while\s+(?:supplies|stocks?|quantities)\s+last${E}|${S}last\s+chance${E}|${S}(?:don['’]t|do\s+not)\s+miss\s+out${E}|${S}today\s+only${E}|${S}only\s+\d+\s+left${E}|${S}selling\s+(?:out\s+)?fast${E}|${S}offer\s+ends\s+(?:soon|today|tonight|at\s+midnight)${E}`,
    ),
    kind: "urgency",
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // 1. An outcome stated without a verb of doing: a passive or a noun phrase. Study wording: it
  //    passes in a sentence that reports a study, or in the references (see `study`).
  {
    pattern: rx(
      String.raw`${notTheLookOf}${S}${outcomeNoun}\s+(?:(?:is|are|was|were|be|been|being|gets?|got|gotten|looks?|looked|appears?|appeared|becomes?|became|will\s+be|can\s+be|may\s+be)\s+)?${intensity}(?:reduced|erased|boosted|increased|improved|eliminated|diminished|minimi[sz]ed|removed|gone|restored|lifted|tightened|firmed|plumped|shrunk(?:en)?|smoothed(?:\s+(?:away|out))?|cleared|repaired|reversed|rebuilt|renewed|regenerated|rejuvenated|vanished|disappeared|banished|melted(?:\s+away)?|filled(?:\s+in)?|strengthened|stimulated|enhanced|doubled|tripled)${E}` +
        String.raw`|${S}(?:fewer|less|reduced|diminished|erased|minimi[sz]ed|no\s+more)\s+(?:wrinkles|fine\s+lines|sagging|puffiness|jowls|dark\s+circles|breakouts|cellulite|double\s+chins?)${E}` +
        String.raw`|${S}(?:smaller|shrunken|tightened|minimi[sz]ed|refined)\s+pores${E}` +
        String.raw`|${S}(?:tighter|firmer|lifted|tightened|firmed|sculpted|plumper|plumped|rejuvenated)\s+(?:skin|jawline|jaw|face|contours?|cheeks|cheekbones|neck|chin|jowls)${E}` +
        String.raw`|${S}(?:more|extra|increased|boosted|higher|greater|new|added|fresh|denser|thicker|stronger)\s+(?:skin\s+)?(?:collagen|elastin|elasticity)${E}` +
        String.raw`|${S}(?:thicker|stronger|toned|tighter|firmer)\s+(?:facial\s+|face\s+|jaw\s+|jawline\s+|cheek\s+)?muscles${E}` +
        String.raw`|${S}(?:reduction|decrease|improvement|drop|smoothing)\s+(?:in|of)\s+(?:the\s+)?(?:wrinkles?|fine\s+lines|wrinkle\s+depth|sagging|puffiness|pore\s+size|jowls)${E}` +
        String.raw`|${S}(?:increase|rise|gain|boost|improvement)\s+(?:in|of)\s+(?:skin\s+)?(?:collagen|elastin|elasticity|firmness)${E}` +
        String.raw`|${S}(?:(?:say\s+)?(?:goodbye|bye-bye|farewell)\s+to|kiss)\s+(?:your\s+)?(?:wrinkles|fine\s+lines|sagging|puffiness|jowls|dark\s+circles|double\s+chins?|breakouts|acne)(?:\s+goodbye)?${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
    study: true,
    negative: true,
  },
  // 4. A regulator, with words before its verb; a licensed device; meeting a regulator's rules.
  {
    pattern: rx(
      String.raw`${S}Health\s+Canada(?:[\s-]+${WORD}){0,4}?[\s-]+(?:authori[sz](?:ed|es|ing|ation)|approv(?:ed|es|ing|al)|licen[sc](?:ed|es|ing)|certif(?:ied|ies|ication)|clear(?:ed|s|ance)|endors(?:ed|es|ement)|registered|validated|recogni[sz]ed)${E}` +
        String.raw`|${S}(?:licen[sc]ed|registered|approved|certified|authori[sz]ed|cleared)\s+(?:class\s+(?:I{1,3}|[123])\s+)?medical\s+device${E}` +
        String.raw`|${S}(?:meets?|meeting|compl(?:y|ies|ying)\s+with|compliant\s+with|conforms?\s+to|in\s+(?:full\s+)?compliance\s+with)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?Health\s+Canada${E}` +
        String.raw`|${S}Health\s+Canada[\s-]+(?:compliant|approved|certified|licen[sc]ed|registered|cleared|validated)${E}` +
        String.raw`|${S}FDA[\s-]+(?:cleared|approved|registered|listed)${E}`,
    ),
    kind: "regulator",
    why: why.regulator,
    regulator: true,
  },
  // 5. Absolute safety in other words.
  {
    pattern: rx(
      String.raw`${S}(?:zero|free\s+(?:of|from)|without(?:\s+any)?)\s+side[\s-]+effects${E}|${S}side[\s-]effect[\s-]free${E}|${S}risk[\s-]free${E}` +
        String.raw`|${S}(?:no|zero|without(?:\s+any)?)\s+(?:risks?|dangers?)${E}` +
        String.raw`|${S}(?:safe|suitable|gentle\s+enough|harmless)\s+for\s+(?:(?:all|every|any)\s+(?:skin(?:\s+types?)?|ages?|types?|faces?|one|body|bodies)|everyone|everybody|anyone|anybody)${E}` +
        String.raw`|(?:${S}100\s*%|${S}(?:completely|totally|perfectly|absolutely|entirely|fully))\s+(?:harmless|risk-free|painless|non-?toxic)${E}` +
        String.raw`|${S}(?:can(?:not|['’]t)|will\s+not|won['’]t|could\s+not|couldn['’]t)\s+(?:ever\s+)?(?:harm|hurt|damage|burn|irritate)\s+(?:your\s+|the\s+)?(?:skin|eyes|face|you)${E}`,
    ),
    kind: "safety",
    why: why.safety,
    negative: true,
  },
  // 6. Scarcity and deadlines in words.
  {
    pattern: rx(
      String.raw`${S}only\s+(?:a\s+few|a\s+handful|few|one|two|three|four|five|ten|\d+)\s+(?:\p{L}+\s+)?(?:left|remaining)(?:\s+in\s+stock)?${E}|${S}(?:very\s+)?few\s+(?:units\s+|devices\s+)?left${E}` +
        String.raw`|${S}(?:almost|nearly|practically|close\s+to\s+being)\s+(?:gone|sold\s+out)${E}|${S}(?:sells?|selling)\s+out${E}|${S}going\s+fast${E}|${S}low\s+(?:in\s+)?stock${E}|${S}in\s+high\s+demand${E}` +
        String.raw`|${S}(?:ends?|ending|expires?|expiring)\s+(?:at\s+midnight|tonight|today|tomorrow|this\s+week(?:end)?|(?:on\s+|this\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))${E}` +
        String.raw`|${S}prices?\s+(?:goes|go|will\s+go|is\s+going\s+to\s+go|are\s+going\s+to\s+go|going)\s+up${E}|${S}prices?\s+(?:increases?|rises?|will\s+(?:rise|increase|jump))${E}` +
        String.raw`|${S}flash\s+(?:sale|deal|offer)s?${E}|${S}(?:buy|order|shop)\s+(?:now|today)\s+before${E}|${S}doorbusters?${E}`,
    ),
    kind: "urgency",
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // 7. Rankings.
  {
    pattern: rx(
      String.raw`(?<![\p{L}\p{N}&#])#\s?1${E}|${S}No\.\s?1${E}|${S}(?<!(?:step|rule|tip|point|item|question|reason|page)\s)number[\s-]one${E}(?!\s+(?:rule|tip|step|reason|thing|habit|priority|question))` +
        String.raw`|${S}best[\s-]?sell(?:ing|ers?)${E}|${S}top[\s-](?:rated|selling|sellers?|pick|choice|ranked)${E}|${S}(?:most|highest)[\s-](?:popular|loved|rated|reviewed|trusted|recommended|sold|wanted)${E}` +
        String.raw`|${S}award[\s-]winning${E}|${S}(?:world|Canada|market|internet)['’]s\s+(?:first|only|best|leading|favou?rite|most|top)${E}|${S}(?:industry|market)[\s-]leading${E}` +
        String.raw`|${S}(?:the\s+)?best\s+(?:red[\s-]light\s+|LED\s+|EMS\s+|face\s+|facial\s+|skincare\s+|beauty\s+|at-home\s+)+(?:device|massager|tool|gadget|wand|mask|on\s+the\s+market)s?${E}`,
    ),
    kind: "ranking",
    why: why.ranking,
  },
  // 8. Prices, savings, ratings and counts of customers: business facts, only from the register.
  {
    pattern: rx(
      String.raw`(?:${S}(?:CA|C|US|CAD|USD)\s?\$|(?<![\p{L}\p{N}$])\$)\s?\d+(?:[.,]\d+)*|${S}\d+(?:[.,\s]\d+)*\s?(?:\$|CAD${E}|dollars?${E})` +
        String.raw`|${S}\d+(?:[.,]\d+)?\s?(?:%|per\s?cent|percent)\s+(?:off|discount|savings?|cheaper)${E}` +
        String.raw`|${S}save(?:s|d)?\s+(?:up\s+to\s+|over\s+|nearly\s+|almost\s+)?(?:(?:CA)?\$?\s?\d+(?:[.,]\d+)*\s?%?|big${E}|more${E}|money${E})|${S}save\s+on${E}|${S}savings${E}` +
        String.raw`|${S}(?:discount(?:ed)?\s+(?:price|code)|discounted|discounts?\s+(?:of|on)|coupons?|promo(?:tional)?\s+codes?|sale\s+price|clearance\s+(?:sale|price)|deal\s+of\s+the\s+(?:day|week))${E}` +
        String.raw`|${S}was\s+(?:CA)?\$?\s?\d+(?:[.,]\d+)*|${S}now\s+(?:only\s+|just\s+)?(?:CA)?\$\s?\d+(?:[.,]\d+)*|${S}(?:regular|reg\.|list|retail|original|compare[\s-]at|usual)\s+price${E}` +
        String.raw`|${S}\d(?:[.,]\d)?\s*(?:\/\s*5|out\s+of\s+(?:5|five))(?![\p{L}\p{N}]|\s+\p{L})|${S}(?:\d(?:[.,]\d)?|one|two|three|four|five)[\s-]+stars?${E}|${S}(?:rated|rating\s+of)\s+\d(?:[.,]\d)?${E}` +
        String.raw`|${S}\d[\d,.]*\+?\s+(?:(?:verified|positive|five-star|5-star|glowing|happy|customer|Amazon(?:\.ca)?)\s+)?(?:reviews|ratings)${E}` +
        String.raw`|(?:${S}\d[\d,.]*\+?|${S}(?:thousands|hundreds|millions|tens\s+of\s+thousands)\s+of)\s+(?:happy\s+|satisfied\s+|loyal\s+|verified\s+|Canadian\s+)?(?:customers|clients|buyers|shoppers|reviewers|fans)${E}` +
        String.raw`|${S}(?:happy|satisfied|delighted)\s+(?:customers|users|clients|buyers)${E}` +
        String.raw`|${S}(?:loved|trusted|chosen|used|adored)\s+by\s+(?:over\s+|more\s+than\s+)?(?:\d[\d,.]*\+?|thousands|hundreds|millions|countless|customers|women|Canadians)|${S}join\s+(?:the\s+)?(?:over\s+|more\s+than\s+)?(?:\d[\d,.]*\+?|thousands|hundreds|millions)`,
    ),
    kind: "fact",
    why: why.fact,
    fact: true,
  },
  // 9. Authority nobody can check.
  {
    pattern: rx(
      String.raw`${S}(?:dermatologists?|doctors?|physicians?|experts?|estheticians?|aestheticians?|clinicians?|scientists?)[\s-]+(?:designed|developed|formulated|created|backed|grade|favou?rites?|preferred|approved|recommended|endorsed|trusted|tested)${E}` +
        String.raw`|${S}(?:designed|developed|created|formulated|made|engineered)\s+(?:by|with)\s+(?:(?:a|the|top|leading|our|board-certified|certified|expert)\s+)*(?:dermatologists?|doctors?|physicians?|experts?|scientists?|estheticians?)${E}` +
        String.raw`|${S}(?:backed|supported|proven|proved|validated|confirmed)\s+by\s+(?:(?:the|latest|real|hard)\s+)*(?:science|clinical\s+(?:studies|trials|research|data)|experts)${E}` +
        // "Which habits are really backed by research" weighs evidence; "backed by research" sells.
        String.raw`|${S}(?<!(?:best|better|well|poorly|least|less|most|barely|really|truly|strongly|firmly|solidly|actually)\s+)(?:backed|supported|proven|proved|validated|confirmed)\s+by\s+(?:(?:the|latest|real|hard)\s+)*(?:research|studies|data)${E}` +
        String.raw`|${S}(?:science|research|clinically|scientifically)[\s-]+(?:backed|proven|validated|studied|researched|formulated|designed|developed)${E}` +
        String.raw`|${S}(?:used|trusted|loved|chosen|preferred)\s+by\s+(?:(?:top|leading|many|professional)\s+)?(?:dermatologists?|doctors?|professionals|estheticians|spas|clinics|experts)${E}` +
        String.raw`|${S}(?:professional|clinic|clinical|salon|spa|dermatologist|hospital)[\s-](?:grade|quality|strength)${E}`,
    ),
    kind: "proof",
    why: why.proof,
  },
  // 10. The spec's risky titles, restored as a heading, a label or an adjective on the product.
  {
    pattern: rx(
      String.raw`${NOT_SLUG}anti-?ag(?:e)?ing\s+(?:device|massager|tool|wand|gadget|modes?|light|LED|therapy|treatments?|power|routine|technology|benefits?|results?|effects?|solutions?|sessions?|facials?|LumaSculpt)${E}|${S}LumaSculpt['’]s\s+anti-?ag(?:e)?ing${E}|${S}for\s+anti-?ag(?:e)?ing${E}` +
        String.raw`|${S}sculpt(?:s|ed|ing)?\s+(?:(?:the|your|a|my|her|his)\s+)?(?:(?:defined|sharper|chisell?ed|slimmer|v-shaped)\s+)?(?:jawline|jaw|face|cheekbones|chin|contours?|cheeks|neck|profile)${E}|${NOT_SLUG}(?:jawline|jaw|face|facial|contour)\s+sculpt(?:ing|or|s)?${E}` +
        String.raw`|${NOT_SLUG}(?:skin[\s-])?firming${E}|${S}firm(?:s|ed)\s+(?:up\s+)?(?:(?:the|your|saggy|sagging|loose)\s+)*(?:skin|face|jawline|jowls|contours?|cheeks|neck)${E}|${S}(?:improv|increas|boost|restor|enhanc|build|add|giv|bring\w*\s+back)\p{L}*\s+(?:(?:the|your|skin|skin['’]s|more|lasting)\s+)*firmness${E}` +
        String.raw`|${S}balanc(?:e|es|ed|ing)\s+(?:(?:your|the|skin['’]s|excess|natural)\s+)*(?:oils?|oil\s+production|sebum|oiliness)${E}|${S}oil[\s-]balancing${E}|${S}(?:regulat|control|normali[sz])\p{L}*\s+(?:(?:your|the|skin['’]s|excess)\s+)*(?:oil\s+production|sebum(?:\s+production)?)${E}|${S}(?:oil|sebum)\s+(?:control|balance|balancing|regulation)${E}` +
        String.raw`|${S}energi[sz](?:ing|es)\s+(?:(?:the|your)\s+)?(?:treatments?|therap(?:y|ies)|skin|face)${E}` +
        String.raw`|${NOT_SLUG}(?:cooling|cold|cool|ice|icing)\s+(?:therap(?:y|ies)|treatments?)${E}|${S}cryo-?therap(?:y|ies)${E}`,
    ),
    kind: "title",
    why: why.title,
  },
  {
    // In a heading, a title, a tag or a short label, the word alone is the promise.
    pattern: rx(
      String.raw`${NOT_SLUG}anti-?ag(?:e)?ing${E}|${NOT_SLUG}sculpt(?:s|ed|ing)?${E}|${NOT_SLUG}(?<!(?:feel|feeling|sensation)\s+of\s+)firmness${E}|${NOT_SLUG}(?:oil[\s-])?balancing${E}|${NOT_SLUG}energi[sz]ing${E}`,
    ),
    kind: "title",
    why: why.title,
    label: true,
  },
  // 11. The body's functions beyond how skin looks.
  {
    pattern: rx(
      String.raw`${S}(?:skin\s+)?cell(?:ular)?\s+(?:turnover|renewal|regeneration|repair|metabolism)${E}|${S}skin\s+turnover${E}` +
        String.raw`|${S}(?:water|fluid)\s+retention${E}` +
        String.raw`|${S}(?:revers|undo|undid|repair|eras|fix|heal|rewind)\p{L}*\s+${gap(2)}(?:sun|UV|photo)[\s-]?damage${E}|${S}(?:sun|UV)\s+damage\s+(?:is\s+|gets\s+)?(?:reversed|repaired|undone|erased|healed|fixed)${E}|${S}photo-?(?:aging|damage)\s+(?:reversal|repair)${E}` +
        String.raw`|${S}detox(?:es|ed|ing|ify|ifies|ifying|ification)?${E}|${S}(?:flush|draw|pull|remov|eliminat|purg|clear)\p{L}*\s+(?:out\s+)?${gap(2)}(?:toxins|waste)${E}` +
        String.raw`|${S}(?:burn|melt|dissolv|eliminat|target|shrink)\p{L}*\s+${gap(2)}(?:facial\s+|face\s+)?fat${E}|${S}fat[\s-](?:burning|loss|reduction|melting)${E}|${S}(?:reduc|eliminat|get\s+rid\s+of|melt|shrink)\p{L}*\s+${gap(2)}double\s+chins?${E}` +
        String.raw`|${S}(?:boost|increas|stimulat|speed)\p{L}*\s+(?:up\s+)?${gap(2)}metabolism${E}|${S}oxygenat(?:e|es|ed|ing|ion)${E}|${S}(?:more|increas\p{L}*|boost\p{L}*|deliver\p{L}*)\s+oxygen\s+(?:to|into|for)${E}`,
    ),
    kind: "body",
    why: why.body,
  },
  // 12. Outcome verbs on the face: "tightens skin", "shrinks pores", "plumps your skin", "tones your
  //     face", "slims your face", "V-shape your face". "The head is firm to the touch" passes, and so
  //     does "tightens the look of pores".
  {
    pattern: rx(
      String.raw`${notANoun}${S}(?:${shapeVerb}(?:\s+up)?\s+(?:(?:${shapeDeterminer}|${shapeAdjective})\s+)*|${shapeVerbBare}(?:\s+up)?\s+${shapeDeterminer}\s+(?:${shapeAdjective}\s+)*)${shapeObject}${E}` +
        String.raw`|${NOT_SLUG}(?:skin|pore|face|facial|jawline|jaw|chin|neck)[\s-](?:tightening|shrinking|minimi[sz]ing|plumping|slimming|contouring|lifting|v-?shaping)${E}` +
        String.raw`|${S}v-?(?:shaped?|line)\s+(?:face|jawline|jaw|chin|contours?)${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
  },
  // 13. "Anti-" adjectives: "anti-wrinkle massager", "anti-puffiness"; "anti-wrinkle creams" (another
  // product, by its category) pass.
  {
    pattern: rx(
      String.raw`${NOT_SLUG}anti-?\s?(?:wrinkles?|puffiness|puff|puffy|sagging|sag|cellulite|dark[\s-]circles?|eye[\s-]bags?|double[\s-]chins?|pigmentation|dark[\s-]spots?|age[\s-]spots?)${E}${otherProductAfter}`,
    ),
    kind: "outcome",
    why: why.outcome,
  },
  // 13. "Anti-inflammatory", "anti-acne"; "anti-inflammatory drugs" pass.
  {
    pattern: rx(
      String.raw`${NOT_SLUG}anti-?\s?(?:inflammator(?:y|ies)|acne|blemish(?:es)?|breakouts?|pimples?|redness|rosacea|eczema|pain)${E}${otherProductAfter}`,
    ),
    kind: "condition",
    why: why.condition,
  },
  // 14. "Wrinkle-free skin", "free of fine lines".
  {
    pattern: rx(
      String.raw`${S}(?:wrinkle|blemish|acne|pimple|breakout)[\s-]?free${E}|${S}(?:line|sag|puff)-free${E}` +
        String.raw`|${S}free\s+(?:of|from)\s+(?:(?:all|any)\s+)?(?:wrinkles|fine\s+lines|lines|blemishes|acne|breakouts|pimples|dark\s+spots|sagging|puffiness)${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
  },
  // 15. A condition after "for" or "against": "blue light for breakouts". "See a dermatologist for acne"
  // and "blue light is studied mainly for acne" pass.
  {
    pattern: rx(
      String.raw`(?<!(?:doctors?|dermatologists?|physicians?|pharmacists?|nurses?|clinicians?|GP|studied|researched|investigated|examined|look|looking|watch|watching|check|checking|screen|screening)\s+(?:(?:mainly|mostly|chiefly|primarily|also|widely|often|only|especially|first|sometimes)\s+)?)` +
        String.raw`${S}(?:for|against)\s+(?:(?:your|the|stubborn|mild|moderate|severe|adult|hormonal|occasional|persistent|facial|cystic|active|painful|red|chronic|inflamed|skin)\s+)*(?:acne|breakouts?|rosacea|inflammation|eczema|psoriasis|dermatitis|melasma|blemishes|pimples|scars|scarring|swelling|pain|TMJ|headaches?|migraines?|cold\s+sores?)${E}`,
    ),
    kind: "condition",
    why: why.condition,
  },
  // 16. Youth in years: "looks 10 years younger", "takes years off your face". Study wording: "the
  // participants were 10 years younger" passes in a sentence that reports a study.
  {
    pattern: rx(
      String.raw`${S}(?:${yearsCount}\s+)?years?\s+younger${E}` +
        String.raw`|${S}(?:take|takes|taking|took|shave|shaves|shaving|knock|knocks|knocking)\s+(?:${yearsCount}\s+)?years\s+off${E}` +
        String.raw`|${S}(?:turn|turns|turning|wind|winds|winding)\s+back\s+the\s+years${E}|${S}(?:turn|turns|turning|wind|winds|winding)\s+back\s+the\s+clock\s+(?:on|for)\s+(?:your\s+|the\s+)?(?:skin|face|complexion|aging|ageing)${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
    study: true,
  },
  // 17. Procedures: "clinic results at home", "salon results", "non-invasive alternative to Botox".
  {
    pattern: rx(
      String.raw`${S}${venue}(?:[\s-]+(?:level|style|worthy|like))?\s+results${E}` +
        String.raw`|${S}(?:clinic|clinical|salon|spa|professional|dermatologist|in-office)\s+(?:facials?|treatments?|power|experience)\s+at\s+home${E}` +
        String.raw`|${S}results\s+(?:like\s+(?:(?:what\s+)?(?:you['’]d|you\s+would|you)\s+(?:get|see)\s+)?|(?:that\s+)?(?:you['’]d|you\s+would|you)\s+(?:get|see)\s+)(?:at|from|in)\s+(?:a|the|your)\s+(?:clinic|salon|spa|med-?spa|dermatologist['’]s(?:\s+office)?)${E}` +
        String.raw`|${S}(?:(?:non-?\s?invasive|non-?\s?surgical|needle-?\s?free|pain-?\s?free|at-?\s?home|affordable|natural|gentle|drug-?\s?free)\s+)?(?:alternatives?|substitutes?|replacements?|rivals?|answer|dupes?)\s+(?:to|for)\s+(?:(?:a|an|the|your|costly|expensive|invasive|surgical|cosmetic|monthly|regular|painful)\s+)*${procedure}${E}` +
        String.raw`|${S}(?:replac(?:e|es|ing)|rival(?:s|ling|ing)?|skip(?:s|ping)?|instead\s+of)\s+(?:(?:a|an|the|your)\s+)?${procedure}${E}` +
        String.raw`|${S}Botox[\s-]like${E}|${S}(?:natural|needle-?free|at-?home|liquid)\s+Botox${E}|${S}Botox\s+in\s+a\s+(?:box|bottle|jar|device|wand)${E}`,
    ),
    kind: "procedure",
    why: why.procedure,
  },
  // 18. Scarcity with a number: "just 3 left", "only 2 in stock", "last 5 units".
  {
    pattern: rx(
      String.raw`${S}(?:just|only|merely|down\s+to)\s+(?:${small}|a\s+few|a\s+handful)\s+(?:(?:units?|devices?|pieces?|items?|massagers?|in\s+stock)\s+)?(?:left|remaining|available)${E}` +
        String.raw`|${S}(?:just|only|merely)\s+${small}\s+(?:(?:units?|devices?|pieces?|items?|massagers?)\s+)?in\s+stock${E}|${S}${small}\s+(?:units?\s+|devices?\s+)?left\s+in\s+stock${E}` +
        String.raw`|${S}(?:the\s+)?last\s+(?:${small}|few)\s+(?:units|devices|pieces|massagers|in\s+stock)${E}`,
    ),
    kind: "urgency",
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // 19. A result as a label: "Plumper-Looking Skin", "Radiant-Looking Skin", "Skin Looks Smoother",
  // "Look More Radiant". In a sentence, "looks smoother" speaks of the look; in a heading, a title
  // or a bold label it is the promise (docs/claims.md).
  {
    pattern: rx(
      String.raw`${NOT_SLUG}(?:\p{L}+-|\p{L}+er\s+|better\s+|more\s+\p{L}+[\s-])looking${E}` +
        String.raw`|${S}look(?:s|ed|ing)?\s+(?:(?:even|much|visibly|noticeably|so|a\s+(?:little|bit))\s+)?(?:(?:more|less)\s+(?!(?:than|like|at|in|on|for|of|to|and|or|the|a|an|closely|carefully|often|into)${E})\p{L}+|(?!(?:after|over|under|ever|never|either|neither|other|rather|further|farther|whether|together|closer|deeper|her|per|later|hither)${E})\p{L}+er|better|best|younger|like\s+new)${E}`,
    ),
    kind: "result",
    why: why.result,
    label: true,
  },
]

/** @type {Claim[]} */
const french = [
  {
    pattern: rx(
      String.raw`(?:absorption|pénétration)\s+des\s+(?:nutriments|sérums?|produits|crèmes|ingrédients|soins)|${S}aide\s+(?:vos\s+|les\s+)?(?:sérums?|produits|crèmes|soins)\s+à\s+pénétrer`,
    ),
    kind: "delivery",
    why: why.delivery,
  },
  {
    pattern: rx(
      String.raw`${S}(?:stimul|augment|relanc|favoris|boost|régénèr|régénér|renforc|reconstrui|restaur|activ|encourag|dynamis|redynamis)\p{L}*,?\s+${gap(3)}collagène${E}` +
        String.raw`|${S}(?:production|synthèse|formation)\s+(?:de\s+|du\s+)collagène` +
        String.raw`|${S}(?:fabriqu|produi|cré|génér)\p{L}*\s+(?:plus\s+de|davantage\s+de|du\s+nouveau|de\s+nouveaux?)\s*collagène${E}` +
        String.raw`|${S}coup\s+de\s+(?:pouce|fouet)\s+(?:au|du|de)\s+collagène|${S}collagène\s+boosté`,
    ),
    kind: "collagen",
    why: why.collagen,
  },
  {
    pattern: rx(
      String.raw`${S}(?:trait|guéri|soign|combat|élimin|prévien|préven|rédui|réduis|calm|apais|soulag|atténu|diminu|tu(?:e|ent|er)${E}|cibl|lutt\p{L}*\s+contre|vien(?:t|nent)\s+à\s+bout\s+de|débarrass)\p{L}*\s+${gap(3)}(?:l['’]|d['’])?(?:acné|rosacée|eczéma|psoriasis|dermatite|mélasma|boutons|imperfections|inflammations?|cicatrices|plaies|enflure|œdèmes?|oedèmes?|douleurs?|maux\s+de\s+tête|migraines?|bactéries)${E}`,
    ),
    kind: "condition",
    why: why.condition,
  },
  {
    pattern: rx(
      String.raw`${S}(?:tonifi|raffermi|renforc|muscl)\p{L}*\s+${gap(3)}muscles?${E}|${S}(?:amélior|augment|renforc|restaur|boost)\p{L}*\s+${gap(2)}tonus\s+musculaire`,
    ),
    kind: "muscle",
    why: why.muscle,
  },
  {
    pattern: rx(
      String.raw`${S}(?:drain|élimin|évacu)\p{L}*\s+(?:(?:les|le|vos|des|l['’]excès\s+de|l['’]|d['’])\s*)*(?:liquides?|eau|lymphe|toxines)${E}` +
        String.raw`|${S}circulation\s+(?:sanguine|lymphatique)|${S}drainage\s+lymphatique|${S}micro-?circulation|${S}(?:flux|débit)\s+(?:sanguin|lymphatique)` +
        String.raw`|${S}(?:amélior|stimul|favoris|boost|relanc|activ|augment|réveill|relanc)\p{L}*\s+${gap(3)}circulation${E}`,
    ),
    kind: "fluid",
    why: why.fluid,
  },
  {
    pattern: rx(
      String.raw`${S}(?:stimul|activ|énergis|dynamis|boost|augment|réveill|recharg|revitalis)\p{L}*\s+${gap(2)}(?:fibroblastes|mitochondries|ATP|énergie\s+cellulaire|cellules)${E}|${S}production\s+d['’]ATP${E}`,
    ),
    kind: "cells",
    why: why.cells,
  },
  {
    pattern: rx(
      String.raw`${S}répar(?:e|ent|er|ez|ation)\s+${gap(2)}(?:peau|cellules|tissus|barrière|dommages)${E}`,
    ),
    kind: "repair",
    why: why.repair,
  },
  {
    pattern: rx(
      String.raw`${S}(?:cliniquement|scientifiquement|dermatologiquement|médicalement)\s+(?:prouvée?s?|testée?s?|démontrée?s?|validée?s?)|${S}prouvée?s?\s+pour|${S}qualité\s+médicale|${S}résultats?\s+(?:garantis?|prouvés?)` +
        String.raw`|${S}(?:recommandée?s?|approuvée?s?|testée?s?|validée?s?|conçue?s?)\s+par\s+(?:les\s+|des\s+|un\s+|une\s+|nos\s+)?(?:dermatologues?|médecins?)${E}|${S}sous\s+contrôle\s+(?:dermatologique|médical)`,
    ),
    kind: "proof",
    why: why.proof,
  },
  {
    pattern: rx(
      String.raw`${S}(?:approuvée?s?|homologuée?s?|certifiée?s?|autorisée?s?)\s+(?:par\s+)?Santé\s+Canada` +
        String.raw`|${S}Santé\s+Canada(?:\s+${WORD}){0,4}?\s+(?:approuv|homologu|certifi|agré)\p{L}*` +
        String.raw`|${S}(?:approbation|homologation|certification)\s+(?:de\s+)?Santé\s+Canada` +
        String.raw`|${S}(?:instrument|dispositif|appareil)\s+médical\s+de\s+classe\s+(?:I{1,3}|[123])${E}`,
    ),
    kind: "regulator",
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
    kind: "outcome",
    why: why.outcome,
  },
  {
    pattern: rx(
      String.raw`${S}sans\s+(?:aucun\s+)?effets?\s+secondaires?|(?:${S}100\s*%|${S}(?:complètement|totalement|parfaitement|absolument))\s+sans\s+danger|${S}sans\s+aucun\s+risque`,
    ),
    kind: "safety",
    why: why.safety,
    negative: true,
  },
  {
    pattern: rx(
      String.raw`${S}(?:pour\s+une?\s+)?(?:durée|temps)\s+limitée?${E}|${S}offre\s+limitée${E}|${S}quantités?\s+limitées?${E}|${S}dépêchez[\s-]vous${E}|${S}faites\s+vite${E}|${S}(?:se\s+termine|prend\s+fin)\s+bientôt${E}|${S}dernière\s+chance${E}|${S}jusqu['’]à\s+épuisement\s+des\s+stocks${E}|${S}aujourd['’]hui\s+seulement${E}|${S}ne\s+manquez\s+pas\s+(?:cette|notre|l['’])\s*(?:offre|occasion|promotion)`,
    ),
    kind: "urgency",
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // 1. Un résultat sans verbe d'action : un passif ou un groupe nominal (voir l'anglais).
  {
    pattern: rx(
      String.raw`${pasLApparenceDe}${S}${outcomeNounFr}\s+(?:(?:sont|est|seront|sera|semblent|semble|paraissent|para[iî]t|deviennent|devient|ont\s+été|a\s+été|seront|restent|reste)\s+)?${intensityFr}(?:atténuée?s?|réduite?s?|effacée?s?|estompée?s?|gommée?s?|comblée?s?|lissée?s?|diminuée?s?|éliminée?s?|resserrée?s?|affinée?s?|minimisée?s?|boostée?s?|augmentée?s?|stimulée?s?|relancée?s?|restaurée?s?|améliorée?s?|raffermie?s?|liftée?s?|retendue?s?|repulpée?s?|régénérée?s?|réparée?s?|disparue?s?|envolée?s?|accrue?s?|renforcée?s?|redessinée?s?|remodelée?s?|rajeunie?s?|tonifiée?s?|sculptée?s?)${E}` +
        String.raw`|${S}(?:plus\s+de|davantage\s+de|moins\s+de|(?:un\s+)?surplus\s+de)\s+(?:rides|ridules|collagène|élastine|élasticité|fermeté|relâchement|bajoues|poches|cernes|cellulite|boutons)${E}` +
        String.raw`|${S}(?:peau|visage|ovale|contours?|mâchoire|traits|joues|pommettes|cou|menton)\s+(?:(?:visiblement|nettement|enfin)\s+)?(?:raffermie?s?|liftée?s?|retendue?s?|repulpée?s?|redessinée?s?|resculptée?s?|remodelée?s?|rajeunie?s?|régénérée?s?|tonifiée?s?|sculptée?s?)${E}` +
        String.raw`|${S}(?:augmentation|hausse|regain|gain|amélioration)\s+(?:de\s+la\s+|du\s+|de\s+l['’]|de\s+)(?:collagène|élastine|élasticité|fermeté)${E}` +
        String.raw`|${S}(?:diminution|atténuation|baisse|lissage)\s+(?:des\s+|de\s+vos\s+|du\s+|de\s+la\s+)(?:rides|ridules|relâchement|poches|cernes|bajoues|profondeur\s+des\s+rides|taille\s+des\s+pores)${E}` +
        String.raw`|${S}(?:muscles?\s+(?:plus\s+)?(?:épaissis|renforcés|tonifiés|raffermis))${E}` +
        String.raw`|${S}(?:fini(?:e|es|s)?|adieu|(?:dites\s+)?adieu)\s+(?:les\s+|aux\s+|à\s+vos\s+)?(?:rides|ridules|poches|cernes|bajoues|relâchement|double\s+menton|boutons|imperfections)${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
    study: true,
    negative: true,
  },
  // 4. Un organisme de réglementation, avec des mots avant son verbe ; un instrument homologué.
  {
    pattern: rx(
      String.raw`${S}Santé\s+Canada(?:\s+${WORD}){0,4}?\s+(?:approuv|homologu|certifi|agré|autoris|valid|reconn)\p{L}*` +
        String.raw`|${S}(?:instrument|dispositif|appareil)\s+médical\s+(?:homologué|autorisé|approuvé|certifié)e?${E}` +
        String.raw`|${S}conformes?\s+(?:aux\s+(?:normes|exigences|règles)\s+de\s+|à\s+)Santé\s+Canada` +
        String.raw`|${S}(?:respecte|respectent|satisfait\s+aux|répond\s+aux)\s+(?:les\s+|toutes\s+les\s+)?(?:normes|exigences|règles)\s+de\s+Santé\s+Canada`,
    ),
    kind: "regulator",
    why: why.regulator,
    regulator: true,
  },
  // 5. La sécurité absolue en d'autres mots.
  {
    pattern: rx(
      String.raw`${S}(?:sans\s+danger|sûre?s?|sécuritaires?|inoffensi(?:f|ve|fs|ves)|adaptée?s?|convient|conviennent)\s+(?:pour|à)\s+(?:tous\s+les\s+types\s+de\s+peau|tous\s+les\s+âges|toutes\s+les\s+peaux|tout\s+le\s+monde|(?:tous|toutes|chacun|chacune)(?=\s*(?:[.,;:!?)]|$)))` +
        String.raw`|${S}(?:zéro|aucun)\s+effets?\s+secondaires?${E}|${S}sans\s+(?:aucun\s+)?(?:risques?|dangers?)${E}|${S}(?:zéro|aucun)\s+risque${E}` +
        String.raw`|(?:${S}100\s*%|${S}(?:complètement|totalement|parfaitement|absolument|entièrement))\s+(?:sûre?s?|sécuritaires?|inoffensi(?:f|ve|fs|ves)|indolores?)${E}` +
        String.raw`|${S}ne\s+(?:peut|peuvent|pourra|pourrait)\s+(?:pas\s+|jamais\s+)?(?:abîmer|blesser|brûler|endommager|irriter)\s+(?:la\s+|votre\s+|vos\s+|les\s+)?(?:peau|yeux|visage)${E}`,
    ),
    kind: "safety",
    why: why.safety,
    negative: true,
  },
  // 6. La rareté et les échéances en mots.
  {
    pattern: rx(
      String.raw`${S}(?:il\s+n['’]en\s+reste\s+(?:que|plus\s+que)|(?:il\s+ne\s+reste\s+)?plus\s+que|seulement)\s+(?:quelques|\d+|deux|trois|quatre|cinq|dix)\s+(?:\p{L}+\s+)?(?:en\s+stock|disponibles?|restante?s?)${E}|${S}il\s+n['’]en\s+reste\s+(?:que|plus\s+que)\s+(?:quelques|\d+|deux|trois|quatre|cinq|dix)${E}` +
        String.raw`|${S}(?:presque|bientôt|quasiment|pratiquement)\s+épuisée?s?${E}|${S}s['’]arrache(?:nt)?${E}|${S}se\s+vend(?:ent)?\s+(?:vite|rapidement|comme\s+des\s+petits\s+pains)${E}|${S}stocks?\s+limités?${E}|${S}derni(?:ers|ères)\s+(?:unités|exemplaires|appareils)${E}` +
        String.raw`|${S}(?:se\s+termine(?:nt)?|prend(?:ra)?\s+fin|finit|expire)\s+(?:ce\s+soir|aujourd['’]hui|demain|à\s+minuit|cette\s+semaine|ce\s+week-end|(?:ce\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))${E}` +
        String.raw`|${S}(?:le|les)\s+prix\s+(?:augmente(?:nt|ra|ront)?|monte(?:nt|ra|ront)?|va\s+(?:augmenter|monter)|vont\s+(?:augmenter|monter))${E}` +
        String.raw`|${S}(?:ventes?|offres?|soldes?|promos?)\s+éclairs?${E}`,
    ),
    kind: "urgency",
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // 7. Les classements.
  {
    pattern: rx(
      String.raw`${S}(?<!(?:étape|règle|conseil|point|question|page)\s)(?:numéro|n[o°º]\.?)\s?(?:1|un)${E}` +
        String.raw`|${S}(?:les?|la)\s+plus\s+vendue?s?${E}|${S}meilleure?s?\s+ventes?${E}|${S}(?:best-?sellers?|meilleur\s+vendeur)${E}|${S}(?:les?|la)\s+mieux\s+(?:notée?s?|classée?s?)${E}` +
        String.raw`|${S}(?:les?|la)\s+plus\s+populaires?${E}|${S}(?:appareils?|masseurs?)\s+primée?s?${E}|${S}(?:premier|première)\s+au\s+monde${E}|${S}(?:leader|chef\s+de\s+file)\s+(?:du\s+marché|de\s+l['’]industrie|au\s+Canada|mondial)${E}` +
        String.raw`|${S}(?:le|la)\s+meilleure?\s+(?:appareil|masseur|outil|gadget|masque)${E}`,
    ),
    kind: "ranking",
    why: why.ranking,
  },
  // 8. Prix, économies, notes et nombres de clients : des faits, pris au registre seulement.
  {
    pattern: rx(
      String.raw`${S}\d+\s?%\s+(?:de\s+)?(?:rabais|réduction|remise|d['’]économies?|moins\s+cher)${E}` +
        String.raw`|${S}(?:économisez|épargnez)\s+(?:jusqu['’]à\s+|plus\s+de\s+)?(?:\d+(?:[.,\s]\d+)*\s?(?:%|\$)?|gros${E}|sur${E})|${S}économies?\s+de\s+\d|${S}(?:rabais|en\s+solde|soldes|prix\s+réduits?|coupons?|codes?\s+promo|aubaines?)${E}|${S}remise\s+de\s+\d` +
        String.raw`|${S}au\s+lieu\s+de\s+\d+(?:[,.\s]\d+)*\s?\$?|${S}(?:maintenant|désormais)\s+(?:à\s+|seulement\s+)?\d[\d\s,]*\s?\$|${S}prix\s+(?:régulier|courant|habituel|de\s+détail|d['’]origine|barré)${E}` +
        String.raw`|${S}\d(?:[,.]\d)?\s*(?:\/\s*5|sur\s+(?:5|cinq))(?![\p{L}\p{N}]|\s+\p{L})|${S}(?:\d(?:[,.]\d)?|une|deux|trois|quatre|cinq)\s+étoiles${E}|${S}notée?s?\s+\d(?:[,.]\d)?${E}` +
        String.raw`|${S}\d[\d\s,.]*\+?\s+(?:avis|évaluations|commentaires)(?:\s+(?:positifs|vérifiés|cinq\s+étoiles))?${E}` +
        String.raw`|(?:${S}\d[\d\s,.]*\+?|${S}(?:des\s+milliers|des\s+centaines|des\s+millions|plus\s+de\s+\d[\d\s,.]*))\s+(?:de\s+)?(?:clients|clientes|acheteurs|acheteuses|adeptes|utilisatrices\s+satisfaites|utilisateurs\s+satisfaits)${E}` +
        String.raw`|${S}(?:clients|clientes|utilisat\p{L}+)\s+(?:satisfaite?s|ravie?s|conquise?s)${E}|${S}(?:adoptée?s?|choisie?s?|aimée?s?)\s+par\s+(?:des\s+milliers|des\s+centaines|(?:plus\s+de\s+)?\d+(?:[\s,.]\d+)*)`,
    ),
    kind: "fact",
    why: why.fact,
    fact: true,
  },
  // 9. Une autorité que personne ne peut vérifier.
  {
    pattern: rx(
      String.raw`${S}(?:prouvée?s?|démontrée?s?|validée?s?|testée?s?)\s+(?:scientifiquement|cliniquement|dermatologiquement|médicalement)${E}` +
        String.raw`|${S}(?:appuyée?s?|soutenue?s?|fondée?s?|validée?s?|confirmée?s?|prouvée?s?)\s+par\s+(?:la\s+science|des\s+essais\s+cliniques|des\s+experts)${E}` +
        // « Quelles habitudes sont vraiment appuyées par la recherche » pèse les preuves.
        String.raw`|${S}(?<!(?:mieux|plus|moins|bien|peu|mal|vraiment|réellement|solidement|fortement|le\s+plus)\s+)(?:appuyée?s?|soutenue?s?|fondée?s?|validée?s?|confirmée?s?|prouvée?s?)\s+par\s+(?:la\s+recherche|des\s+études|les\s+études)${E}` +
        String.raw`|${S}(?:développée?s?|mise?s?\s+au\s+point|élaborée?s?|créée?s?|formulée?s?|conçue?s?)\s+(?:par|avec)\s+(?:des\s+|les\s+|un\s+|une\s+|nos\s+)?(?:dermatologues?|médecins?|experts?|spécialistes|scientifiques|esthéticiennes?)${E}` +
        String.raw`|${S}(?:utilisée?s?|adoptée?s?|approuvée?s?|plébiscitée?s?|recommandée?s?)\s+par\s+(?:les\s+|des\s+|de\s+nombreux\s+|nos\s+)?(?:médecins|professionnels|esthéticiennes|experts|spas|cliniques|spécialistes)${E}` +
        String.raw`|${S}(?:de\s+)?(?:qualité|niveau|calibre)\s+(?:professionnel(?:le)?|clinique|institut|dermatologique)${E}`,
    ),
    kind: "proof",
    why: why.proof,
  },
  // 10. Les titres risqués du cahier des charges, en titre, en étiquette ou en adjectif.
  {
    pattern: rx(
      String.raw`${S}(?:appareils?|soins?|traitements?|modes?|effets?|routines?|pouvoir|thérapies?|lumières?|luminothérapie|technologies?|bienfaits|résultats|séances?|massages?|actions?)\s+anti-?(?:âge|age|vieillissement)${E}|${NOT_SLUG}anti-?âge\s+de\s+LumaSculpt${E}|${S}pour\s+(?:l['’])?anti-?(?:âge|vieillissement)${E}` +
        String.raw`|${S}sculpt(?:e|ent|er|ez|ant|ons)\s+(?:(?:le|la|les|l['’]|votre|vos|un|une)\s*)?(?:mâchoire|ovale|visage|contours?|pommettes|joues|menton|cou|traits|silhouette)${E}|${S}(?:sculptage|sculptante?s?)${E}|${S}(?:redessin|remodel)\p{L}*\s+(?:l['’]|le\s+|la\s+|les\s+|votre\s+|vos\s+)(?:ovale|mâchoire|visage|contours?|pommettes)${E}` +
        String.raw`|${S}raffermi(?:t|r|s|ssent|ssez|ssons|ssant|ssante|ssants|ssantes|ssement|ra|ront|rait)${E}|${S}(?:amélior|augment|boost|restaur|renforc|redonn|rend)\p{L}*\s+(?:(?:la|de\s+la|votre|sa|toute\s+sa)\s+)?fermeté${E}|${S}effet\s+fermeté${E}` +
        String.raw`|${S}(?:rééquilibr|équilibr|régul|contrôl|normalis)\p{L}*\s+(?:(?:le|la|les|l['’]|votre|vos|l['’]excès\s+de|la\s+production\s+de)\s*)*(?:sébum|huiles?|production\s+de\s+sébum)${E}|${S}(?:séborégula\p{L}*|rééquilibrante?s?)${E}|${S}(?:équilibre|rééquilibrage|régulation|contrôle)\s+(?:du\s+|de\s+la\s+production\s+de\s+)sébum${E}` +
        String.raw`|${S}(?:traitements?|thérapies?|soins?)\s+(?:énergisante?s?|énergétiques?|dynamisante?s?|revitalisante?s?)${E}` +
        String.raw`|${S}(?:thérapie|traitement)s?\s+(?:par\s+le\s+)?(?:froid|rafraîchissante?s?|glace)${E}|${S}(?:cryothérapie|froidothérapie)${E}`,
    ),
    kind: "title",
    why: why.title,
  },
  {
    pattern: rx(
      String.raw`${NOT_SLUG}anti-?(?:âge|vieillissement)${E}|${NOT_SLUG}sculpt(?:er|é|ée|és|ées)?${E}|${NOT_SLUG}(?<!sensation\s+de\s+|impression\s+de\s+)fermeté${E}|${NOT_SLUG}(?:r?équilibrante?s?|énergisante?s?)${E}`,
    ),
    kind: "title",
    why: why.title,
    label: true,
  },
  // 11. Les fonctions du corps au-delà de l'apparence de la peau.
  {
    pattern: rx(
      String.raw`${S}(?:renouvellement|régénération|réparation|métabolisme)\s+(?:cellulaire|des\s+cellules)${E}|${S}renouvellement\s+(?:de\s+la\s+peau|cutané|de\s+l['’]épiderme)${E}` +
        String.raw`|${S}rétention\s+(?:d['’]eau|de\s+liquides?|hydrique|d['’]eau)${E}` +
        String.raw`|${S}(?:répar|invers|effac|annul|gomm|corrig|renvers)\p{L}*\s+${gap(2)}(?:dommages|dégâts|méfaits)\s+(?:du\s+soleil|causés\s+par\s+le\s+soleil|des\s+UV)${E}|${S}(?:dommages|dégâts)\s+du\s+soleil\s+(?:sont\s+)?(?:réparés|effacés|inversés|annulés)${E}|${S}photovieillissement\s+(?:inversé|réparé|effacé)${E}` +
        String.raw`|${S}détox(?:ifi\p{L}*)?${E}|${S}(?:élimin|évacu|chass|purg)\p{L}*\s+${gap(2)}(?:toxines|déchets)${E}` +
        String.raw`|${S}(?:brûl|fond|fait\s+fondre|élimin|cibl)\p{L}*\s+${gap(2)}graisses?${E}|${S}(?:rédui|réduis|élimin|fait\s+disparaître|effac)\p{L}*\s+${gap(2)}double\s+menton${E}` +
        String.raw`|${S}(?:boost|stimul|accélér|augment|relanc)\p{L}*\s+${gap(2)}métabolisme${E}|${S}oxygèn(?:e|ent)\s+(?:la\s+peau|les\s+cellules|les\s+tissus)${E}|${S}oxygénation\s+(?:de\s+la\s+peau|des\s+cellules|des\s+tissus)${E}`,
    ),
    kind: "body",
    why: why.body,
  },
  // 12. Des verbes qui remodèlent le visage : « resserre les pores », « repulpe la peau »,
  //     « tonifie le visage », « affine le visage ». « La tête est ferme au toucher » passe, comme
  //     « resserre l'apparence des pores ».
  {
    pattern: rx(
      String.raw`${S}(?:(?:resserr|repulp|tonifi|affin|sculpt|resculpt|lift|galb|redessin|remodel)(?:e|es|ent|er|ez|ons|ant|é|ée|és|ées)|(?:raffermi|rétréci|aminci)(?:t|s|ssent|r|ssez|ssons|ssant|e|es)?|retend(?:s|ent|re|ez|ons|ant|u|ue|us|ues)?)\s+${objetFr}${partieFr}${E}` +
        String.raw`|${S}(?:resserrement|rétrécissement|raffermissement|amincissement|affinement|remodelage|tonification|galbage)\s+(?:des\s+pores|de\s+la\s+peau|du\s+visage|de\s+l['’]ovale|des\s+joues|du\s+menton|des\s+contours|de\s+la\s+mâchoire)${E}` +
        String.raw`|${S}(?:visage|ovale|mâchoire)\s+en\s+V${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
  },
  // 13. Les adjectifs en « anti- » : « anti-rides », « anti-poches » ; « les crèmes anti-rides » (un autre
  // produit, par sa catégorie) passent.
  {
    pattern: rx(
      String.raw`${NOT_SLUG}(?<!(?:crèmes?|sérums?|lotions?|médicaments?|comprimés?|pommades?|onguents?|gels?|injections?|ingrédients?)\s+)anti-?\s?(?:rides|ridules|poches|cernes|relâchement|cellulite|taches|double[\s-]menton)${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
  },
  // 13. « Anti-inflammatoire », « anti-acné » ; « des médicaments anti-inflammatoires » et « les
  // anti-inflammatoires » (des médicaments) passent.
  {
    pattern: rx(
      String.raw`${NOT_SLUG}(?<!(?:crèmes?|sérums?|lotions?|médicaments?|comprimés?|pommades?|onguents?|gels?|injections?|ingrédients?)\s+)(?:anti-?\s?inflammatoire${E}|(?<!(?:des|les|aux|vos|ces|d['’])\s*)anti-?\s?inflammatoires${E}|anti-?\s?(?:acnés?|acnéiques?|imperfections|boutons|rougeurs|rosacée|eczéma|douleurs?)${E})`,
    ),
    kind: "condition",
    why: why.condition,
  },
  // 14. « Une peau sans rides », « sans imperfections ».
  {
    pattern: rx(
      String.raw`${S}sans\s+(?:aucune?\s+|plus\s+de\s+)?(?:rides|ridules|imperfections|acné|cernes|relâchement|pattes\s+d['’]oie)${E}` +
        String.raw`|${S}(?:peau|teint|visage|regard|yeux)\s+(?:(?:nette|lisse|parfaite|net|lisse)\s+(?:et\s+)?)?sans\s+(?:aucune?\s+|plus\s+de\s+)?(?:boutons|taches|poches|défauts)${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
    negative: true,
  },
  // 15. Une affection après « pour » ou « contre » : « lumière bleue pour l'acné », « contre les
  // boutons ». « Consultez un dermatologue pour l'acné » et « surtout étudiée pour l'acné » passent.
  {
    pattern: rx(
      String.raw`(?<!(?:médecins?|dermatologues?|pharmacien(?:ne)?s?|infirmières?|infirmiers?|professionnel(?:le)?s?\s+de\s+la\s+santé|étudiée?s?|recherchée?s?|examinée?s?|testée?s\s+en\s+clinique|surveill\p{L}*|vérifi\p{L}*)\s+(?:(?:surtout|principalement|notamment|aussi|souvent|seulement|d['’]abord|parfois|entre\s+autres)\s+)?)` +
        String.raw`${S}(?:pour|contre)\s+(?:(?:l['’]|les\s+|la\s+|le\s+|vos\s+|votre\s+|ses\s+|des\s+))?(?:acné|boutons(?!\s+(?:de\s+l['’]appareil|du\s+masseur|de\s+commande|d['’]alimentation|marche))|rosacée|eczéma|psoriasis|dermatite|mélasma|imperfections|inflammations?|cicatrices|enflure|douleurs?|migraines?|maux\s+de\s+tête|feux\s+sauvages|peaux?\s+(?:à\s+tendance\s+)?acnéiques?)${E}`,
    ),
    kind: "condition",
    why: why.condition,
  },
  // 16. La jeunesse en années : « 10 ans de moins », « 10 ans plus jeune ». Formulation d'étude : « les
  // participantes avaient 10 ans de moins » passe dans une phrase qui rapporte une étude.
  {
    pattern: rx(
      String.raw`${S}${anneesFr}\s+ans\s+de\s+moins${E}|${S}${anneesFr}\s+ans\s+plus\s+jeunes?${E}` +
        String.raw`|${S}rajeuni\p{L}*\s+(?:${objetFr}${partieFr}\s+)?de\s+${anneesFr}\s+ans${E}|${S}(?:effac|gomm|enl[eè]v|retir)\p{L}*\s+${anneesFr}\s+ans${E}`,
    ),
    kind: "outcome",
    why: why.outcome,
    study: true,
  },
  // 17. Les interventions : « des résultats de clinique à la maison », « résultats professionnels »,
  // « une alternative non invasive au Botox ».
  {
    pattern: rx(
      String.raw`${S}résultats?\s+(?:(?:dignes?\s+)?(?:d['’]|de\s+)(?:une?\s+|la\s+|le\s+|l['’])?${lieuFr}|professionnels|comme\s+(?:en|au|à\s+la|chez\s+(?:le|la|l['’]|un|une|votre)\s*)\s*${lieuFr})${E}` +
        String.raw`|${S}(?:comme|digne\s+d['’]une?)\s+(?:en|au|à\s+la|chez\s+(?:le|la|l['’]|un|une|votre)\s*)?\s*(?:clinique|institut|salon|spa|cabinet|esthéticienne|dermatologue)${E}` +
        String.raw`|${S}(?:soins?|traitements?|séances?)\s+(?:d['’]|de\s+|en\s+)(?:clinique|institut|salon|spa|cabinet)\s+(?:à\s+la\s+maison|à\s+domicile|chez\s+(?:vous|soi))${E}` +
        String.raw`|${S}(?:alternatives?|substituts?|solutions?\s+de\s+(?:rechange|remplacement)|remplaçants?|rivale?s?)\s+(?:(?:non\s+invasive|non\s+chirurgicale|douce|naturelle|abordable|sans\s+aiguilles?|sans\s+chirurgie|à\s+domicile)\s+)?(?:à|aux?)\s+${interventionFr}${E}` +
        String.raw`|${S}(?:remplac|rivalis|détrôn)\p{L}*\s+${interventionFr}${E}` +
        String.raw`|${S}Botox\s+(?:naturel|sans\s+aiguilles?|à\s+domicile|à\s+la\s+maison|maison)${E}`,
    ),
    kind: "procedure",
    why: why.procedure,
    negative: true,
  },
  // 18. La rareté chiffrée : « il ne reste que 3 appareils », « encore 3 en stock ».
  {
    pattern: rx(
      String.raw`${S}(?:il\s+ne\s+(?:nous\s+|vous\s+)?reste\s+(?:que|plus\s+que)|plus\s+que)\s+${petitFr}(?:\s+(?:appareils|unités|exemplaires|masseurs|pièces))?(?:\s+(?:en\s+stock|disponibles?|restante?s?))?(?![^\S\n]*[\p{L}\p{N}])` +
        String.raw`|${S}(?:il\s+(?:nous\s+|vous\s+)?en\s+reste|encore|juste|seulement)\s+${petitFr}\s+(?:(?:appareils|unités|exemplaires|masseurs|pièces)\s+)?(?:en\s+stock|disponibles?|restante?s?)${E}`,
    ),
    kind: "urgency",
    why: why.urgency,
    urgency: true,
    negative: true,
  },
  // 19. Un résultat en étiquette : « Peau d'apparence plus lisse », « Un teint qui paraît plus
  // éclatant ». Dans une phrase, c'est l'apparence ; en titre ou en intertitre, c'est la promesse.
  {
    pattern: rx(
      String.raw`${S}d['’](?:apparence|aspect)\s+(?:plus|moins)\s+\p{L}+` +
        String.raw`|${S}(?:peau|teint|visage|traits|contours?|ovale|mâchoire|joues|pommettes|regard|cou|pores|rides|ridules)\s+(?:à\s+l['’]|d['’])(?:apparence|aspect)\s+(?:(?:plus|moins)\s+)?\p{L}+` +
        String.raw`|${S}(?:para[iî]t|paraissent|para[iî]tre|semble|semblent|sembler|a\s+l['’]air|ont\s+l['’]air|avoir\s+l['’]air)\s+(?:(?:visiblement|nettement|bien|encore|aussi)\s+)?(?:plus|moins)\s+(?!(?:de|que|longtemps|souvent|tard|tôt)${E}|qu['’]|d['’])\p{L}+` +
        String.raw`|${S}(?:para[iî]t|paraissent|para[iî]tre|semble|semblent|sembler|l['’]air|rajeunie?s?)\s+(?:plus\s+)?jeunes?${E}`,
    ),
    kind: "result",
    why: why.result,
    label: true,
  },
]

/** Every rule, English first; `lang` says which language a rule's words are in. */
export const claims = /** @type {readonly Claim[]} */ ([
  ...english.map((claim) => ({ ...claim, lang: /** @type {"en"} */ ("en") })),
  ...french.map((claim) => ({ ...claim, lang: /** @type {"fr"} */ ("fr") })),
])
