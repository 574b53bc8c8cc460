import { MessageChannel as NodeMessageChannel } from "worker_threads"

/**
 * Gives jsdom the MessageChannel it lacks (nextTask in src/lib/next-task.ts posts on one): Node's
 * implements the same web API, with a real event loop behind. Call at the top of a test file.
 */
export const installNodeMessageChannel = () =>
  beforeAll(() => {
    globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel
  })

/** Resolves once every promise callback queued so far has run, within the current task. */
export const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}
