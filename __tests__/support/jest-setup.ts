import "@testing-library/jest-dom"
import { useRegister } from "./business"

// Every component that reads the owner's register gets the repository's, unless a test says otherwise.
beforeEach(() => useRegister())
