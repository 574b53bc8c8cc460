import { useCallback, useEffect, useRef, useState } from "react"
import { toastSettings } from "../data/site"

export type ToastPhase = "visible" | "exiting"

export type ToastItem = {
  readonly id: number
  readonly message: string
  readonly phase: ToastPhase
}

export type ToastOptions = {
  /** How long a toast stays fully visible. */
  durationMs: number
  /** How long its exit animation runs before it leaves the DOM. */
  exitMs: number
  /** How many toasts may show at once; a new one pushes out the oldest. */
  limit: number
}

export type ToastState = {
  toasts: readonly ToastItem[]
  show: (message: string) => void
  dismiss: (id: number) => void
}

type Timer = ReturnType<typeof setTimeout>

/**
 * Short-lived notifications (`toastSettings`: one at a time, 4 s, 200 ms exit). Each toast goes
 * visible → exiting (for `exitMs`, while CSS animates it out) → removed.
 */
export const useToast = (options: ToastOptions = toastSettings): ToastState => {
  const { durationMs, exitMs, limit } = options
  const [toasts, setToasts] = useState<readonly ToastItem[]>([])
  const timers = useRef(new Map<number, Timer>())
  const nextId = useRef(0)

  const schedule = useCallback((id: number, ms: number, run: () => void) => {
    clearTimeout(timers.current.get(id))
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id)
        run()
      }, ms),
    )
  }, [])

  const dismiss = useCallback(
    (id: number) => {
      setToasts((current) =>
        current.map((toast) => (toast.id === id ? { ...toast, phase: "exiting" } : toast)),
      )
      schedule(id, exitMs, () => setToasts((current) => current.filter((toast) => toast.id !== id)))
    },
    [exitMs, schedule],
  )

  const show = useCallback(
    (message: string) => {
      nextId.current += 1
      const id = nextId.current
      // Toasts pushed out by the limit leave at once; their pending timers then find nothing to do.
      setToasts((current) => [...current, { id, message, phase: "visible" as const }].slice(-limit))
      schedule(id, durationMs, () => dismiss(id))
    },
    [durationMs, limit, schedule, dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      pending.forEach(clearTimeout)
      pending.clear()
    }
  }, [])

  return { toasts, show, dismiss }
}
