import { flushMicrotasks, installNodeMessageChannel } from "../support/tasks"
import { nextTask } from "../../src/lib/next-task"

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
