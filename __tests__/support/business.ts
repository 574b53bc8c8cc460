/**
 * The owner's register in unit tests. Page and static queries do not run in Jest
 * (__mocks__/gatsby), so useBusiness() answers with the repository's own content/business.yaml,
 * read and judged by the build's own code; a test can hand it another register instead.
 */
import { useStaticQuery } from "gatsby"
import { factsAtBuild } from "../../src/business/facts"
import type { Business } from "../../src/business/node/schema"
import { repositoryRegister } from "./register"

export { repositoryRegister }

/**
 * The day unit tests build on, as `npm test`'s build does (BUILD_DAY in package.json): the sample
 * register's price is vouched for a week at most, so the tests must not follow the calendar.
 */
export const testBuildDay = "2026-11-29"

/** Makes useBusiness() answer with this register, as a build on `buildDay` would give it. */
export const useRegister = (
  business: Business = repositoryRegister,
  buildDay: string = testBuildDay,
): void => {
  jest.mocked(useStaticQuery).mockReturnValue({
    business: { ...business, ...factsAtBuild(business, buildDay) },
  })
}
