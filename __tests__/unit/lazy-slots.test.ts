import { flushMicrotasks, installNodeMessageChannel } from "../support/tasks"

// The browser twins of the two slots whose code is a chunk of its own: each asks for that chunk
// in the task after the one that evaluates the page's code, which also starts hydration (a
// script request cost that task 9 ms on the home page here). The chunks' modules stand in for
// the chunks: evaluating one is asking for it.
const mockAskedFor: string[] = []
jest.mock("../../src/components/home/product-carousel", () => {
  mockAskedFor.push("carousel")
  return { ProductCarousel: () => null }
})
jest.mock("../../src/components/newsletter/newsletter-signup", () => {
  mockAskedFor.push("newsletter")
  return { NewsletterSignup: () => null }
})

installNodeMessageChannel()

describe.each([
  ["carousel", "../../src/components/home/product-carousel-slot.browser"],
  ["newsletter", "../../src/components/newsletter/newsletter-signup-slot.browser"],
])("the %s slot in the browser", (chunk, slot) => {
  it("asks for its code in the next task, not in the one that runs the page's code", async () => {
    await jest.isolateModulesAsync(async () => {
      await import(slot)
    })
    await flushMicrotasks()
    expect(mockAskedFor).not.toContain(chunk)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mockAskedFor).toContain(chunk)
  })
})
