import { render } from "@testing-library/react"
import { joinAdjacentText } from "../../src/components/blog/join-adjacent-text"

describe("joinAdjacentText", () => {
  it("joins neighbouring strings and keeps elements between them", () => {
    const joined = joinAdjacentText(["Smooth on gel. Then:", "\n", <ul key="u" />, "\n"])
    expect(joined).toHaveLength(3)
    expect(joined[0]).toBe("Smooth on gel. Then:\n")
    expect(joined[2]).toBe("\n")
  })

  it("renders a list item's text as one text node, as the server HTML holds it", () => {
    const { container } = render(
      <ul>
        <li>{joinAdjacentText(["a", "b", <em key="e">c</em>, "d"])}</li>
      </ul>,
    )
    const item = container.querySelector("li") as HTMLLIElement
    expect(Array.from(item.childNodes).map((node) => node.nodeName)).toEqual([
      "#text",
      "EM",
      "#text",
    ])
    expect(item.textContent).toBe("abcd")
  })
})
