// The one check of a day written YYYY-MM-DD, for the register, the articles' frontmatter and the
// claim linter (plain JavaScript, so that Node runs it in the linter without TypeScript).

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whether `value` is a day that exists, written YYYY-MM-DD (not 2026-02-30, not 2026-13-01).
 * @param {unknown} value
 * @returns {value is string}
 */
export const isIsoDate = (value) => {
  const match = typeof value === "string" ? isoDay.exec(value) : null
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
