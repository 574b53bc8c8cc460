/** The repository's content/business.yaml, as the build reads it (for unit and browser tests). */
import type { Business } from "../../src/business/node/schema"
import { readRegister } from "../../src/business/node/register"

export const repositoryRegister: Business = readRegister()
