import { MessageChannel as NodeMessageChannel } from "worker_threads"
import { nextTask } from "../../src/lib/next-task"
import { onClientEntry } from "../../gatsby-browser"

// jsdom has no MessageChannel; Node's implements the same web API, with a real event loop behind.
beforeAll(() => {
  globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel
})

/** Resolves once every promise callback queued so far has run, within the current task. */
const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

describe("nextTask", () => {
  it("resolves in a later task, not among the current task's promise callbacks", async () => {
    let resolved = false
    const done = nextTask().then(() => {
      resolved = true
    })
    await flushMicrotasks()
    expect(resolved).toBe(false)
    await done
    expect(resolved).toBe(true)
  })

  it("needs no timer, so a paused clock cannot hold the page's start back", async () => {
    jest.useFakeTimers()
    try {
      await expect(nextTask()).resolves.toBeUndefined()
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("Gatsby's start in the browser", () => {
  it("hands the main thread back once before Gatsby asks for the page's data", async () => {
    let resolved = false
    const entry = Promise.resolve(onClientEntry?.({} as never, {} as never)).then(() => {
      resolved = true
    })
    await flushMicrotasks()
    expect(resolved).toBe(false)
    await entry
    expect(resolved).toBe(true)
  })
})
