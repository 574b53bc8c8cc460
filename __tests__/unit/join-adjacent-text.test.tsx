import { renderToString } from "react-dom/server"
import { joinAdjacentText } from "../../src/components/blog/join-adjacent-text"

describe("joinAdjacentText", () => {
  it("joins neighbouring strings and keeps elements between them", () => {
    const joined = joinAdjacentText(["Smooth on gel. Then:", "\n", <ul key="u" />, "\n"])
    expect(joined).toHaveLength(3)
    expect(joined[0]).toBe("Smooth on gel. Then:\n")
    expect(joined[2]).toBe("\n")
  })

  it("renders a list item's text as one text node, as the server HTML holds it", () => {
    const li = document.createElement("li")
    li.innerHTML = renderToString(<>{joinAdjacentText(["a", "b", <em key="e">c</em>, "d"])}</>)
    expect(Array.from(li.childNodes).map((node) => node.nodeName)).toEqual(["#text", "EM", "#text"])
    expect(li.textContent).toBe("abcd")
  })
})
