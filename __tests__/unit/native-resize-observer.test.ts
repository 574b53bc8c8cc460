import BrowserResizeObserver from "../../src/lib/native-resize-observer"

// jsdom has no ResizeObserver, like the oldest browsers: the carousel's observer must still work
// as an object react-slick can create, observe with and disconnect, and it never calls back.
describe("the ResizeObserver react-slick gets in the browser bundles", () => {
  it("is a silent observer where the browser has none", () => {
    expect(typeof ResizeObserver).toBe("undefined")
    const callback = jest.fn()
    const observer = new BrowserResizeObserver(callback)
    const element = document.createElement("div")
    observer.observe(element)
    observer.unobserve(element)
    observer.disconnect()
    expect(callback).not.toHaveBeenCalled()
  })
})
