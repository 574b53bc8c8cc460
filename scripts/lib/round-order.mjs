// The order in which `npm run perf` runs its pages in each round.
//
// A round runs every page once, ours and the peer's, one after another in one browser, and the
// host does not stay the same for the ten minutes that takes. In one fixed order the same pages
// always ran last: the French edition's and the peer's. So each round starts an equal share
// further down the list and wraps around: with 18 pages in 3 rounds, the first round starts at
// page 1, the second at page 7, the third at page 13, and every page runs once in each third of
// a round.

/**
 * The pages in the order round `round` (1-based) of `rounds` runs them.
 * @template T
 * @param {readonly T[]} pages
 * @param {number} round
 * @param {number} rounds
 * @returns {T[]}
 */
export const roundOrder = (pages, round, rounds) => {
  if (pages.length === 0) return []
  const start = Math.floor(((round - 1) * pages.length) / rounds) % pages.length
  return [...pages.slice(start), ...pages.slice(0, start)]
}
