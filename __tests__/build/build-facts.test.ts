/**
 * The build publishes /build-facts.json, which the scheduled rebuild reads from the live site
 * (netlify/functions/rebuild-on-offer-dates.ts): the build's day in Toronto and the next day its
 * pages go out of date, computed from the same register the pages were built from.
 */
import { readFileSync } from "fs"
import path from "path"
import { readRegister } from "../../src/business/node/register"
import { pageChangesAfter, parseBuildFacts } from "../../src/business/node/build-facts"
import { projectRoot, publicDir } from "./support"

// Read as the scheduled rebuild reads it: a file of another shape fails here first.
const published = parseBuildFacts(
  JSON.parse(readFileSync(path.join(publicDir, "build-facts.json"), "utf8")),
)

describe("/build-facts.json", () => {
  it("names the build's day and the first change after it, soonest first", () => {
    expect(published.builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const days = published.changes.map(({ on }) => on)
    expect(days).toEqual([...days].sort())
    expect(days.every((day) => day > published.builtOn)).toBe(true)
    expect(published.nextChange).toBe(days[0] ?? null)
  })

  it("holds every offer and price day of the register the pages were built from", () => {
    const register = readRegister(projectRoot)
    const expected = pageChangesAfter(register, [], published.builtOn).changes
    for (const change of expected) expect(published.changes).toContainEqual(change)
  })
})
