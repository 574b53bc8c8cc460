import styled from "@emotion/styled"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import { render, screen } from "@testing-library/react"
import {
  createBrowserEmotionCache,
  emotionKey,
  serverStyleIdsAttribute,
} from "../../src/styles/emotion-cache"

const Note = styled.p`
  color: rebeccapurple;
`

/** The id emotion gives Note's rule: its class name is `css-<id>`. */
const noteRuleId = () => {
  const { unmount } = render(
    <CacheProvider value={createCache({ key: emotionKey })}>
      <Note>Probe</Note>
    </CacheProvider>,
  )
  const id = screen.getByText("Probe").className.replace(`${emotionKey}-`, "")
  unmount()
  return id
}

/** <head> as gatsby-ssr writes it: the page's own style first, then emotion's rules. */
const serverHead = (ids: string) => {
  document.head.innerHTML = `<style id="page-css">p{margin:0}</style><style ${serverStyleIdsAttribute}="${ids}">.${emotionKey}-${ids}{color:rebeccapurple;}</style>`
}

afterEach(() => {
  document.head.innerHTML = ""
})

describe("the browser's emotion cache", () => {
  it("adopts the server's styles where they stand", () => {
    const id = noteRuleId()
    serverHead(id)
    const serverStyle = document.head.lastElementChild

    const cache = createBrowserEmotionCache()

    expect(cache.inserted[id]).toBe(true)
    expect(document.head.lastElementChild).toBe(serverStyle)
    expect(serverStyle?.previousElementSibling).toHaveAttribute("id", "page-css")
  })

  it("adds no rule the server already wrote when a component renders", () => {
    const id = noteRuleId()
    serverHead(id)
    render(
      <CacheProvider value={createBrowserEmotionCache()}>
        <Note>Adopted</Note>
      </CacheProvider>,
    )
    expect(screen.getByText("Adopted")).toHaveClass(`${emotionKey}-${id}`)
    expect(document.head.querySelectorAll("style")).toHaveLength(2)
  })

  it("adds the rules the server did not write, after the server's", () => {
    serverHead("unrelated")
    render(
      <CacheProvider value={createBrowserEmotionCache()}>
        <Note>New</Note>
      </CacheProvider>,
    )
    const styles = document.head.querySelectorAll("style")
    expect(styles).toHaveLength(3)
    expect(styles[1]).toHaveAttribute(serverStyleIdsAttribute, "unrelated")
  })
})
