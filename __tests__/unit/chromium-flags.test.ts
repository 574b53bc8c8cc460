/** @jest-environment node */
import { withDisabledFeatures } from "../../scripts/lib/chromium"

describe("merging Chromium's --disable-features switches", () => {
  it("lists the launcher's features and the added ones in one switch, the others unchanged", () => {
    expect(
      withDisabledFeatures(
        ["--disable-features=Translate,RenderDocument", "--disable-extensions", "--no-sandbox"],
        ["WebUIOmniboxPopup"],
      ),
    ).toEqual([
      "--disable-extensions",
      "--no-sandbox",
      "--disable-features=Translate,RenderDocument,WebUIOmniboxPopup",
    ])
  })

  it("joins several switches into one, since Chromium reads only the last", () => {
    const flags = withDisabledFeatures(
      [
        "--disable-features=Translate",
        "--headless=new",
        "--disable-features=MediaRouter,Translate",
      ],
      ["WebUIOmniboxAimPopup"],
    )
    expect(flags.filter((flag) => flag.startsWith("--disable-features"))).toEqual([
      "--disable-features=Translate,MediaRouter,WebUIOmniboxAimPopup",
    ])
    expect(flags).toContain("--headless=new")
  })

  it("adds a switch when there is none, and none when there is nothing to disable", () => {
    expect(withDisabledFeatures(["--no-sandbox"], ["WebUIOmniboxPopup"])).toEqual([
      "--no-sandbox",
      "--disable-features=WebUIOmniboxPopup",
    ])
    expect(withDisabledFeatures(["--no-sandbox"], [])).toEqual(["--no-sandbox"])
  })
})
