/** The repository's content/business.yaml, as the build reads it (for unit and browser tests). */
import type { Business } from "../../src/lib/business"
import { readRegister } from "../../src/node/business-register"

export const repositoryRegister: Business = readRegister()
