import { flushMicrotasks, installNodeMessageChannel } from "../support/tasks"
import { nextTask } from "../../src/lib/next-task"
import { onClientEntry } from "../../gatsby-browser"

installNodeMessageChannel()

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
  // Each start leaves a task behind (the one that opens sessionStorage): let it run.
  afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)))

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

  it("opens the tab's sessionStorage in a task of its own, after the one in which Gatsby resumes", async () => {
    // Gatsby's runtime first uses sessionStorage in the task that starts the page, where opening
    // it kept the main thread waiting (src/lib/open-session-storage.ts).
    const opened = jest.spyOn(window, "sessionStorage", "get")
    try {
      let openedWhenGatsbyResumed = -1
      await Promise.resolve(onClientEntry?.({} as never, {} as never)).then(() => {
        openedWhenGatsbyResumed = opened.mock.calls.length
      })
      await flushMicrotasks()
      expect(openedWhenGatsbyResumed).toBe(0)
      expect(opened).not.toHaveBeenCalled()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(opened).toHaveBeenCalledTimes(1)
    } finally {
      opened.mockRestore()
    }
  })
})
