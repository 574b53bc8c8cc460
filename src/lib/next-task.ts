/**
 * Resolves in a new task of the browser's event loop, after whatever is queued now (input,
 * rendering). A message on a channel of its own, not setTimeout: browsers clamp nested timers,
 * and the browser tests' fake clock holds timers back but not messages (React's scheduler yields
 * the same way).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })

/**
 * Asks for a chunk (`load` calls `import()`) one task after this one. For a module evaluated in
 * the task that runs the page's code and starts hydration: asking for a chunk there (the request
 * and webpack's script loading) made that task about 9 ms longer on / and /blog/ here (see the
 * docs/performance.md).
 */
export const importInNextTask = <T>(load: () => Promise<T>) => nextTask().then(load)
