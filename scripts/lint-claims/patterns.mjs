// Building blocks of the claim linter's patterns (scripts/lint-claims/rules.mjs).

/** Word boundaries that know accented letters (`\b` does not: "\bélimine" never matches). */
export const S = String.raw`(?<![\p{L}\p{N}])`
export const E = String.raw`(?![\p{L}\p{N}])`
/** Not inside a slug or a path ("red-light-therapy-benefits-anti-aging", "/blog/x-y/"). */
export const NOT_SLUG = String.raw`(?<![\p{L}\p{N}/_-])`
/** One word: letters and digits, with inner apostrophes and hyphens (l'acné, don't, lymph-draining). */
export const WORD = String.raw`[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*`

/**
 * Words that turn a phrase into how skin looks ("reduces the look of fine lines", « atténue
 * l'apparence des ridules »): a gap never crosses them.
 */
const lookWord = String.raw`(?:[ld]['’])?(?:looks?|appearance|apparence|air|aspect)${E}`

/**
 * Up to `n` words between a verb and its object ("treats [stubborn] acne", "boosts [the production
 * of] collagen"), never a look word. Words only: punctuation other than a comma, and a paragraph or
 * heading break, stop it. "about" and "in" may sit in a gap ("an increase in collagen"): such a
 * match is study wording, which passes only in a sentence that reports a study (see `studyWorded`
 * in scripts/lint-claims/context.mjs).
 * @param {number} n
 */
export const gap = (n) => String.raw`(?:(?!${lookWord})${WORD},?\s+){0,${n}}?`

/** @param {string} source */
export const rx = (source) => new RegExp(source, "giu")
/** With match indices (the `d` flag), for patterns whose groups are kept in place. */
export const rxd = (/** @type {string} */ source) => new RegExp(source, "dgu")

/** Alternatives joined into one non-capturing group. @param {string[]} parts */
export const any = (...parts) => `(?:${parts.join("|")})`
