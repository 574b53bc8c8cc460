/**
 * The owner's register in unit tests. Page and static queries do not run in Jest
 * (__mocks__/gatsby), so useBusiness() answers with the repository's own content/business.yaml,
 * read and judged by the build's own code; a test can hand it another register instead.
 */
import { useStaticQuery } from "gatsby"
import { buildFacts, type Business } from "../../src/lib/business"
import { repositoryRegister } from "./register"

export { repositoryRegister }

/** Makes useBusiness() answer with this register, as a build on `buildDay` would give it. */
export const useRegister = (business: Business = repositoryRegister, buildDay?: string): void => {
  jest.mocked(useStaticQuery).mockReturnValue({
    business: { ...business, ...buildFacts(business, buildDay) },
  })
}
