// The claim linter's judgement on a piece of copy: which sentences make a claim the site may not
// make where they stand. The rules are data (rules.yaml, read as a copy editor reads it); this
// module turns their terms into patterns and decides, sentence by sentence, whose sentence it is.
// docs/claim-linter.md explains the rules.
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

export type Lang = "en" | "fr"
export type Surface = "selling" | "article"
export type Finding = { kind: string; match: string; index: number; sentence: string; why: string }
export type Evidence = { numbers: Set<string>; texts: string[] }

/** Terms, or the name of a list, per edition. */
type Pair = { en: string; fr: string }
/** rules.yaml as this module reads it (the file's comments describe each part). */
type Rules = {
  kinds: Record<
    string,
    Pair & {
      why: string
      articles: "educational" | "study" | "never"
      evidence?: boolean
      labels?: boolean
      with?: Pair
      caption?: Pair
    }
  >
  lists: Record<string, string>
  names: Pair
  about: Record<
    | "seller"
    | "device"
    | "reader"
    | "testimonial"
    | "first-person"
    | "study"
    | "slogan"
    | "finite"
    | "function-words",
    Pair
  >
  honest: Pair & { rhetorical: Pair }
}

const rules: Rules = parse(readFileSync(path.join(__dirname, "rules.yaml"), "utf8"))

const SPACE = String.raw`[\s\u00a0\u202f]`
const SEP = String.raw`(?:,?[\s\u00a0\u202f'’-]+|(?<=['’]))`
const NUM = String.raw`\d+(?:[.,\u00a0\u202f ]\d+)*`
// Up to three words, none of which starts a new clause ("fades as your skin warms" is no claim).
const GAP = String.raw`(?:(?!(?:as|when|and|while|because|if|once|so|but|or|than|until|quand|lorsque|et|ou|mais|si|car|dès|puis)(?![\p{L}]))[^\s\u00a0\u202f.!?;:,'’-]+${SEP}){0,3}?`
const START = String.raw`^[\s"“«\u202f]*`

/**
 * One word of a term as a pattern: "*" continues it, "_" is any word, "#" a number, "'" either
 * apostrophe; everything else is literal.
 */
const wordPattern = (word: string) =>
  word
    .replace(/[.+?^${}()|[\]\\/]/gu, "\\$&")
    .replace(/\*/gu, String.raw`[\p{L}\p{M}]*`)
    .replace(/_/gu, String.raw`\p{L}+`)
    .replace(/#(?!\d)/gu, NUM)
    .replace(/%/gu, String.raw`${SPACE}?%`)
    .replace(/['’]/gu, "['’]")

const isPunctuation = (token: string) => /^[^\p{L}\p{N}#_*]+$/u.test(token)

/**
 * A term of rules.yaml as a pattern (its syntax is described at the top of that file). `lists`
 * holds the patterns of the named lists, for {name}.
 */
export const termPattern = (term: string, lists: Record<string, string> = {}) => {
  const tokens = term.toLowerCase().match(/[()|…^]|\{[^}]+\}|[^\s()|…^]+/gu) ?? []
  let i = 0
  /** A sequence of items up to ")" or "|", joined by separators. */
  const sequence = (): string => {
    const items: {
      source: string
      kind: "word" | "gap" | "optional" | "start" | "punct" | "elided"
    }[] = []
    while (i < tokens.length && tokens[i] !== ")" && tokens[i] !== "|") {
      const token = tokens[i++]
      if (token === "(") {
        const alternatives = [sequence()]
        while (tokens[i] === "|") {
          i += 1
          alternatives.push(sequence())
        }
        i += 1
        const source = `(?:${alternatives.join("|")})`
        if (tokens[i] === "?") {
          i += 1
          items.push({ source, kind: "optional" })
        } else items.push({ source, kind: "word" })
      } else if (token === "…") items.push({ source: GAP, kind: "gap" })
      else if (token === "^") items.push({ source: START, kind: "start" })
      else if (token.startsWith("{")) {
        const list = lists[token.slice(1, -1)]
        if (!list) throw new Error(`rules.yaml: no list ${token}`)
        items.push({ source: list, kind: "word" })
      } else
        items.push({
          source: wordPattern(token),
          kind: isPunctuation(token) ? "punct" : /['’]$/u.test(token) ? "elided" : "word",
        })
    }
    return items
      .map((item, n) => {
        const next = items[n + 1]
        if (!next || item.kind === "gap" || item.kind === "start") return item.source
        if (item.kind === "optional") return `(?:${item.source}${SEP})?`
        if (next.kind === "punct" || item.kind === "elided") return `${item.source}${SPACE}*`
        return item.source + SEP
      })
      .join("")
  }
  const source = sequence()
  return String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`
}

/** A list of rules.yaml (terms separated by commas) as one pattern. */
const anyOf = (terms: string, lists: Record<string, string> = {}) =>
  terms
    .split(/,\s*/u)
    .map((term) => termPattern(term, lists))
    .join("|")
const compile = (terms: string, lists?: Record<string, string>) =>
  new RegExp(anyOf(terms, lists), "giu")

const build = (lang: Lang) => {
  const lists: Record<string, string> = Object.fromEntries(
    Object.entries(rules.lists).map(([name, terms]) => [name, `(?:${anyOf(terms)})`]),
  )
  const own = (pair: Pair) => compile(pair[lang], lists)
  return {
    kinds: Object.entries(rules.kinds).map(([kind, rule]) => ({
      kind,
      why: rule.why,
      articles: rule.articles,
      evidence: Boolean(rule.evidence),
      labels: Boolean(rule.labels),
      with: rule.with ? new RegExp(lists[rule.with[lang]], "iu") : null,
      caption: rule.caption ? new RegExp(lists[rule.caption[lang]], "iu") : null,
      pattern: own(rule),
    })),
    seller: own(rules.about.seller),
    device: own(rules.about.device),
    reader: new RegExp(`(?:${anyOf(rules.about.reader[lang])})${SEP}(?:[^\\s]+${SEP}){0,2}$`, "iu"),
    testimonial: own(rules.about.testimonial),
    firstPerson: own(rules.about["first-person"]),
    study: own(rules.about.study),
    slogan: own(rules.about.slogan),
    functionWords: new Set(rules.about["function-words"][lang].split(/,\s*/u)),
    honest: compile(rules.honest[lang]),
    finite: compile(rules.about.finite[lang]),
    names: compile(rules.names[lang]),
    rhetorical: compile(rules.honest.rhetorical[lang]),
  }
}
const compiled = { en: build("en"), fr: build("fr") }

const has = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0
  return pattern.test(text)
}

/**
 * The sentences of a text, each with its offset. A sentence ends at . ! ? or … before a space
 * and a capital, a digit or a quote, or at a line break; "et al." and a decimal point do not end one.
 */
export const sentences = (text: string) => {
  const out: { text: string; index: number }[] = []
  const end =
    /(?<!\bet al|\b[A-Z]|\bDr|\bSt|\bvs)[.!?…]+["”»\u202f)]*(?=[\s\u00a0]+["“«]?[\p{Lu}\d])|\n+/gu
  let start = 0
  for (const m of text.matchAll(end)) {
    const stop = (m.index ?? 0) + m[0].length
    out.push({ text: text.slice(start, stop), index: start })
    start = stop
  }
  out.push({ text: text.slice(start), index: start })
  return out
    .filter((s) => s.text.trim() !== "")
    .reduce<{ text: string; index: number }[]>((merged, s) => {
      const previous = merged.at(-1)
      if (
        previous &&
        s.text.trim().split(/[\s\u00a0\u202f]+/u).length <= 2 &&
        !/\n/u.test(previous.text)
      )
        // Read as one ("Dark circles? Banished." as "Dark circles, Banished."), same length.
        previous.text =
          previous.text.replace(/[.!?…]+(?=[\s"”»\u202f)]*$)/u, (end) => ",".padEnd(end.length)) +
          s.text
      else merged.push({ ...s })
      return merged
    }, [])
}

/** A clause: what a negation can reach. */
const clauseEnd =
  /[;:]|\s[—–]\s|,?\s+(?:but|while|whereas|mais|alors\s+que|tandis\s+que)\s|,\s+(?:and|so|et|donc)\s/giu
const clauses = (text: string) => {
  const out: { text: string; index: number }[] = []
  let start = 0
  for (const m of text.matchAll(clauseEnd)) {
    out.push({ text: text.slice(start, m.index), index: start })
    start = (m.index ?? 0) + m[0].length
  }
  out.push({ text: text.slice(start), index: start })
  return out
}

/**
 * Whether a sentence opens as a slogan without a subject: a verb-like word before an object
 * ("Melts the…", « Estompe le… »), or an imperative addressing the reader ("Lock in your…",
 * « Préservez… »). Words that open sentences without being their verb are listed in rules.yaml.
 */
const opensAsSlogan = (text: string, lang: Lang) => {
  const words = text.replace(/^[\s"“«\u202f]+/u, "").split(/[\s\u00a0\u202f]+/u)
  const first = words[0] ?? ""
  // « S'attaque à… »: a pronominal verb with no subject (« S'il » is "if it").
  if (lang === "fr" && /^S['’]\p{L}+$/u.test(first) && !/^S['’]ils?$/u.test(first)) return true
  if (!/^\p{Lu}[\p{Ll}-]+$/u.test(first) || compiled[lang].functionWords.has(first.toLowerCase()))
    return false
  const next = (words[1] ?? "").toLowerCase()
  // "Backed by…", « Créé par… »: a participle with its agent and no subject.
  if (
    words.length < 12 &&
    (lang === "fr"
      ? /(?:é|ée|és|ées|u|ue|us|ues)$/u.test(first) && /^(?:par|avec|pour)$/u.test(next)
      : /ed$/u.test(first) && /^(?:by|with|for)$/u.test(next))
  )
    return true
  const addressed = words.slice(1, 4).some((word) => /^(?:your|votre|vos)$/iu.test(word))
  if (lang === "fr")
    return (
      (/ez$/u.test(first) && addressed) ||
      (/(?:e|t)$/u.test(first) &&
        (!/(?:ment|ant|ent)$/u.test(first) || /ient$/u.test(first)) &&
        /^(?:le|la|les|l['’]\S*|vos|votre|un|une|des|du|de|d['’]\S*|ses|son|sa)$/u.test(next))
    )
  return (
    (/(?:s|es)$/u.test(first) &&
      /^(?:the|a|an|your|its|their|every|each|all|new|more|less|up|out|away|off|back|down|rid|\p{L}+ing|\p{L}+ed)$/u.test(
        next,
      )) ||
    (!/(?:s|ed)$/u.test(first) && addressed) ||
    // "Jump-starts lymphatic drainage…": a verb-like first word and no other verb.
    (/[^s]s$/u.test(first) &&
      words.length < 12 &&
      !has(compiled[lang].finite, words.slice(1).join(" ")))
  )
}

/** Whether a text's first word ends like a verb: "Shrinks", « Estompe ». */
const verbLike = (text: string, lang: Lang) => {
  const first = text.split(/[\s\u00a0\u202f]+/u)[0] ?? ""
  return (
    !compiled[lang].functionWords.has(first.toLowerCase()) &&
    (lang === "fr" ? /(?:e|it)$/u.test(first) && !/ment$/u.test(first) : /(?:s|es)$/u.test(first))
  )
}

/** A quotation in which someone speaks in the first person. */
const quotesAPerson = (text: string, lang: Lang) =>
  [...text.matchAll(/["“«]([^"”»]+)["”»]/gu)].some((m) => has(compiled[lang].firstPerson, m[1]))

const normal = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/gu, " ")
    .trim()
    .toLowerCase()

/** Whether a finding stands on the register's evidence: a register text that holds it (prices,
 * urgency, shipping), or the figures it states (those of its sentence when it states none), every one of them the register's. */
const evidenced = (
  kind: string,
  evidence: Evidence | undefined,
  sentence: string,
  match: string,
) => {
  if (!evidence) return false
  const said = normal(sentence)
  if (
    kind === "business" &&
    evidence.texts.some((text) => said.includes(text) && text.includes(normal(match)))
  )
    return true
  const figuresIn = (text: string) =>
    text.match(/\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?/gu) ?? []
  const figures = figuresIn(match).length > 0 ? figuresIn(match) : figuresIn(sentence)
  return figures.length > 0 && figures.every((figure) => evidence.numbers.has(numberOf(figure)))
}

/** A figure as written in either edition ("10,000", "10 000", "4,8") as one number. */
export const numberOf = (figure: string) => {
  const compact = figure.replace(/[\s\u00a0\u202f]/gu, "")
  const normalised = /,\d{3}(?!\d)/u.test(compact)
    ? compact.replace(/,/gu, "")
    : compact.replace(",", ".")
  return String(Number(normalised))
}

/** A possessive of the reader's, or a third person's, right before a professional. */
const ownProfessional =
  /(?<![\p{L}])(?:your|their|his|her|votre|vos|ton|ta|tes|son|sa|ses|leur|leurs)[\s\u00a0]+$/iu

/** Words of a sensation, not a result: "feels cool", « sensation de fraîcheur ». */
const sensation =
  /(?<![\p{L}])(?:feel|feels|felt|feeling|sensation\p{L}*|ressen\p{L}*|sent|sentez|senti\p{L}*)(?![\p{L}])/iu

/** Words that hedge a change into a look: "the look of", « l'apparence ». */
const appearance =
  /(?<![\p{L}])(?:look|looks|looked|looking|appear\p{L}*|appearance|apparence|aspect|para[iî]\p{L}*|sembl\p{L}*|air)(?![\p{L}])/iu
/** A negator within three words before a claim, in its clause: "does not treat acne". */
const negators = {
  en: /^(?:not|never|no|nor|nothing|cannot|without|\p{L}+n['’]t)$/iu,
  fr: /^(?:ne|n['’]\p{L}*|pas|jamais|ni|aucun\p{L}*|sans|rien)$/iu,
}
/** A negator in the last three words, or a list it governs: "does not lift skin, or replace…". */
const negatedBefore = (before: string, lang: Lang) => {
  const words = before
    .split(/[\s\u00a0\u202f]+/u)
    .filter(Boolean)
    .map((word) => word.replace(/^\p{P}+|\p{P}+$/gu, ""))
  const negated = (some: string[]) => some.some((word) => negators[lang].test(word))
  return (
    negated(words.slice(-3)) || (/^(?:or|nor|ou|ni)$/iu.test(words.at(-1) ?? "") && negated(words))
  )
}

/**
 * Every claim a text makes that its surface may not carry. The text is one block (a paragraph,
 * a heading, an attribute): a paragraph that reports a study lends that context to its sentences.
 * surface: a selling surface (home, product, buttons, meta, register, share text: the default)
 * or an article's body; label: the text is a heading, a title or a button; evidence: what the
 * register holds (figures and texts a built page may repeat).
 */
export const findClaims = (
  text: string,
  {
    lang = "en",
    surface = "selling",
    label = false,
    evidence,
    lead,
  }: { lang?: Lang; surface?: Surface; label?: boolean; evidence?: Evidence; lead?: string } = {},
): Finding[] => {
  const rule = compiled[lang]
  // A list item under an honest lead-in ("Do not use it if you have:") is honest too.
  const underHonest = lead !== undefined && has(rule.honest, lead) && !has(rule.rhetorical, lead)
  // A reference ("… (2006). Title. Journal, 155(5), 890-894.") reports a study.
  const reference = /\(\d{4}\)|\d\(\d+\),\s*\d+[-–]\d+|\bdoi\b/u.test(text)
  const blockStudy = reference || has(rule.study, text)
  const found: Finding[] = []
  // A caption that sets a before beside an after and describes a face.
  const caption =
    /(?<![\p{L}])(?:before|avant|(?:week|day|month|semaine|jour|mois)\s*\d+)\s*:.*?(?:after|après|(?:week|day|month|semaine|jour|mois)\s*\d+)\s*:/isu.exec(
      text,
    )
  for (const kind of rule.kinds)
    if (caption && kind.caption?.test(text))
      found.push({
        kind: kind.kind,
        match: caption[0],
        index: caption.index,
        sentence: text,
        why: kind.why,
      })
  const all = sentences(text)
  for (const [at, sentence] of all.entries()) {
    // How the sentence ends: "?" for a question, "!" for an exclamation, "" for a statement.
    const ending = /([?!])[\s"”»\u202f]*$/u.exec(sentence.text)?.[1] ?? ""
    // A question answered by a referral or a disclaimer ("Active acne? Ask your doctor first.")
    // is a warning.
    const next = all[at + 1]?.text ?? ""
    if (ending === "?" && has(rule.honest, next) && !has(rule.rhetorical, next)) continue
    // A technology's name is blanked (same length, so places hold) before anything is read.
    const whole = sentence.text.replace(rule.names, (name) => " ".repeat(name.length))
    const parts = clauses(whole)
    const clauseOf = (at: number) => parts.filter((clause) => clause.index <= at).pop() ?? parts[0]
    const honest = parts.filter(
      (clause) => has(rule.honest, clause.text) && !has(rule.rhetorical, clause.text),
    )
    // The seller speaks in the sentence, outside a clause that says what it does or is not.
    const seller = parts.some(
      (clause) =>
        !honest.includes(clause) &&
        has(rule.seller, clause.text) &&
        !clause.text.split(/[\s\u00a0\u202f]+/u).some((word) => negators[lang].test(word)),
    )
    // A person speaking of herself ("my sun spots", « mes taches »), quoted or not, is a testimonial.
    const voiced =
      quotesAPerson(whole, lang) ||
      has(rule.firstPerson, whole) ||
      has(rule.slogan, whole) ||
      opensAsSlogan(whole, lang)
    const third = reference || ((blockStudy || has(rule.study, whole)) && !voiced && !seller)
    const aboutUs = voiced || seller || (has(rule.testimonial, whole) && !third)
    // The sentence speaks to the reader: you, vous, tu, or an imperative in -ez.
    const addressed =
      /(?<![\p{L}])(?:you|your|yours|vous|votre|vos|tu|ton|ta|tes|te|toi|t['’])(?![\p{L}])/iu.test(
        whole,
      ) ||
      (lang === "fr" &&
        /(?<![\p{L}])(?!(?:chez|assez|nez|rez)(?![\p{L}]))\p{L}{3,}ez(?![\p{L}])/iu.test(whole))
    // A general sentence, the kind an article teaches with: a statement (not a question, an
    // exclamation, a headline or a line that opens on the reader's own) that is nobody's.
    const general =
      !aboutUs &&
      ending === "" &&
      !/^[\s"“«]*(?:your|votre|vos|ton|ta|tes)(?![\p{L}])/iu.test(whole) &&
      // A headline is short and has no verb; a long sentence, or a term and its definition
      // ("Muscle: the masseter…"), is a statement.
      (has(rule.finite, whole) ||
        whole.trim().split(/\s+/u).length >= 12 ||
        /^[\s*_-]*[\p{L}*_ ]{1,40}[\s\u00a0]?:\s/u.test(whole))
    for (const kind of rule.kinds) {
      if (underHonest && kind.kind !== "business") continue
      if (kind.labels && !label) continue
      if (kind.with && !kind.with.test(whole)) continue
      if (
        kind.articles !== "never" &&
        third &&
        (surface === "article" || kind.kind === "testimonial")
      )
        continue
      // A sensation tied to a time ("After ten minutes, skin feels cool") is no result.
      if (kind.kind === "time" && sensation.test(whole)) continue
      // A question ("Can I use it on my neck?") reports nothing.
      if (kind.kind === "testimonial" && ending === "?") continue
      const matches = [...whole.matchAll(kind.pattern)]
      // A person quoted in the first person about her skin is a testimonial, whoever she is.
      if (kind.kind === "testimonial" && matches.length === 0 && quotesAPerson(whole, lang)) {
        const quoted = /^\s*(.+?)\s*$/su.exec(whole)
        if (quoted) matches.push(quoted)
      }
      for (const m of matches) {
        const clause = clauseOf(m.index)
        const before = whole.slice(clause.index, m.index)
        if (surface === "article" && kind.articles === "educational" && general) {
          // A general sentence may name it, unless the claim falls on the reader's body or opens
          // the sentence with its verb ("Shrinks pores…").
          // The clause is the device's outside a study ("^" in a term means the sentence's start,
          // so a later clause is marked as not one).
          const own = (clause.index > 0 ? "·" : "") + clause.text
          const device = !blockStudy && has(rule.device, own)
          const opens =
            whole.slice(0, m.index).trim() === "" && /\s/u.test(m[0].trim()) && verbLike(m[0], lang)
          // A time, a change or a prevention in a sentence addressed to the reader is a promise.
          const promised = ["time", "outcome", "prevention"].includes(kind.kind) && addressed
          if (!device && !opens && !promised && !rule.reader.test(before)) continue
        }
        if (honest.includes(clause)) continue
        // The reader's own professional ("ask your doctor", « votre pharmacien ») is a referral.
        if (kind.kind === "authority" && ownProfessional.test(before)) continue
        if (
          kind.kind !== "rhetorical" &&
          negatedBefore(before, lang) &&
          !has(rule.rhetorical, clause.text)
        )
          continue
        if (kind.kind === "outcome" && appearance.test(m[0])) continue
        if (kind.evidence && evidenced(kind.kind, evidence, whole, m[0])) continue
        found.push({
          kind: kind.kind,
          match: m[0].trim(),
          index: sentence.index + m.index,
          sentence: whole.trim(),
          why: kind.why,
        })
        break
      }
    }
  }
  return found
}

/** The kinds, for the docs and the tests. */
export const kinds = Object.keys(rules.kinds)
