/**
 * Images beside an article (where the content editor stores them): the build serves each as a
 * WebP at the article's address with its size, and refuses an image it cannot show, naming why.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import sharp from "sharp"
import { ArticleImage, ArticleImagesContext } from "../../src/components/blog/article-image"
import { articleImageProblem } from "../../src/lib/article-images"
import {
  articleImageWidth,
  articleImages,
  writeArticleImages,
} from "../../src/node/article-image-files"
import { render, screen } from "../support/render"

const folder = mkdtempSync(path.join(tmpdir(), "article-images-"))
const publicDir = mkdtempSync(path.join(tmpdir(), "article-images-public-"))
afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
  rmSync(publicDir, { recursive: true, force: true })
})

beforeAll(async () => {
  // A wide photo, a small one, and the article itself (not an image).
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
  await photo(2400, 1600).jpeg().toFile(path.join(folder, "session.jpg"))
  await photo(400, 300).png().toFile(path.join(folder, "small.png"))
  // A phone photo stored landscape with an EXIF turn (orientation 6): upright it is portrait.
  await photo(800, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(folder, "turned.jpg"))
  writeFileSync(path.join(folder, "index.mdx"), '---\ntitle: "A"\n---\n')
})

const pagePath = "/blog/a-calm-routine/"

describe("the build", () => {
  it("serves each image beside the article as a WebP at most the column's width, with its size", async () => {
    expect(await articleImages(folder, pagePath)).toEqual({
      "session.jpg": {
        src: "/blog/a-calm-routine/session.webp",
        width: articleImageWidth,
        height: 800,
      },
      "small.png": { src: "/blog/a-calm-routine/small.webp", width: 400, height: 300 },
      "turned.jpg": { src: "/blog/a-calm-routine/turned.webp", width: 600, height: 800 },
    })
    expect(await writeArticleImages(folder, pagePath, publicDir)).toBe(3)
    const turned = await sharp(
      readFileSync(path.join(publicDir, "blog/a-calm-routine/turned.webp")),
    ).metadata()
    expect(turned).toMatchObject({ width: 600, height: 800 })
    const served = await sharp(
      readFileSync(path.join(publicDir, "blog/a-calm-routine/session.webp")),
    ).metadata()
    expect(served).toMatchObject({ format: "webp", width: articleImageWidth, height: 800 })
  })

  it("refuses an image from another site, one not beside the article, or one without alt text", () => {
    const images = { "session.jpg": { src: "/blog/a/session.webp", width: 1, height: 1 } }
    expect(articleImageProblem("https://example.com/a.jpg", "A", images)).toMatch(
      /is on another site: put the file in the article's folder/,
    )
    expect(articleImageProblem("missing.jpg", "A", images)).toMatch(
      /"missing.jpg" is not in the article's folder \(files there: session.jpg\)/,
    )
    expect(articleImageProblem("session.jpg", " ", images)).toMatch(/has no alternative text/)
    expect(articleImageProblem("./session.jpg", "The device", images)).toBeUndefined()
  })
})

describe("an image in an article", () => {
  it("shows the served file with its width and height, lazily", () => {
    render(
      <ArticleImagesContext.Provider
        value={{ "session.jpg": { src: "/blog/a/session.webp", width: 1200, height: 800 } }}
      >
        <ArticleImage src="session.jpg" alt="The device's cool side on a cheek" />
      </ArticleImagesContext.Provider>,
    )
    const image = screen.getByRole("img", { name: "The device's cool side on a cheek" })
    expect(image).toHaveAttribute("src", "/blog/a/session.webp")
    expect(image).toHaveAttribute("width", "1200")
    expect(image).toHaveAttribute("height", "800")
    expect(image).toHaveAttribute("loading", "lazy")
  })
})
