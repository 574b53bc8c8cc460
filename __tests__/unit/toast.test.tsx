import { act, render, renderHook, screen } from "../support/render"
import { useToast } from "../../src/hooks/use-toast"
import { ToastRegion } from "../../src/components/newsletter/toast"
import { toastSettings } from "../../src/data/site"

const { durationMs, exitMs } = toastSettings

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("useToast", () => {
  it("goes visible → exiting after 4 s → removed 200 ms later", () => {
    const { result } = renderHook(() => useToast())

    act(() => result.current.show("Saved"))
    expect(result.current.toasts).toEqual([{ id: 1, message: "Saved", phase: "visible" }])

    act(() => jest.advanceTimersByTime(durationMs - 1))
    expect(result.current.toasts[0].phase).toBe("visible")

    act(() => jest.advanceTimersByTime(1))
    expect(result.current.toasts[0].phase).toBe("exiting")

    act(() => jest.advanceTimersByTime(exitMs))
    expect(result.current.toasts).toEqual([])
  })

  it("keeps at most one toast: a new one replaces the old", () => {
    const { result } = renderHook(() => useToast())

    act(() => result.current.show("First"))
    act(() => result.current.show("Second"))

    expect(result.current.toasts.map((toast) => toast.message)).toEqual(["Second"])
  })

  it("honours a larger limit, dropping the oldest", () => {
    const { result } = renderHook(() => useToast({ durationMs, exitMs, limit: 2 }))

    act(() => ["One", "Two", "Three"].forEach(result.current.show))

    expect(result.current.toasts.map((toast) => toast.message)).toEqual(["Two", "Three"])
  })

  it("can be dismissed early, still animating out for 200 ms", () => {
    const { result } = renderHook(() => useToast())
    act(() => result.current.show("Saved"))

    act(() => result.current.dismiss(result.current.toasts[0].id))
    expect(result.current.toasts[0].phase).toBe("exiting")

    act(() => jest.advanceTimersByTime(exitMs))
    expect(result.current.toasts).toEqual([])
  })

  it("leaves no timer running after unmount", () => {
    const { result, unmount } = renderHook(() => useToast())
    act(() => result.current.show("Saved"))
    expect(jest.getTimerCount()).toBe(1)

    unmount()

    expect(jest.getTimerCount()).toBe(0)
  })
})

describe("ToastRegion", () => {
  it("is a polite status region that exists even when empty", () => {
    render(<ToastRegion toasts={[]} />)

    const region = screen.getByRole("status")
    expect(region).toHaveAttribute("aria-live", "polite")
    expect(region).toBeEmptyDOMElement()
  })

  it("marks an exiting toast so CSS can animate it out", () => {
    render(<ToastRegion toasts={[{ id: 1, message: "Saved", phase: "exiting" }]} />)

    expect(screen.getByText("Saved")).toHaveAttribute("data-phase", "exiting")
  })
})
