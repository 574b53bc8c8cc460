/** @jest-environment node */
// The committed media the site ships: the nine carousel images described in
// src/data/product-images.ts, the demo video with its poster, and the share image.
import { createHash } from "node:crypto"
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { productImages } from "../../src/data/product-images"

const root = path.join(__dirname, "../..")
const productPath = (file: string): string => path.join(root, "content", "images", "product", file)
const videoPath = path.join(root, "static", "media", "demo.mp4")
const posterPath = path.join(root, "static", "media", "demo-poster.jpg")
const sharePath = path.join(root, "static", "og-image.jpg")

const MIN_PRODUCT_SIDE = 1600
const MAX_VIDEO_BYTES = 3 * 1024 * 1024

describe("product images", () => {
  it("lists exactly nine images for the carousel", () => {
    expect(productImages).toHaveLength(9)
  })

  it.each(productImages.map((image) => [image.file]))("has the source file %s", (file) => {
    expect(existsSync(productPath(file))).toBe(true)
  })

  it.each(productImages.map((image) => [image.file]))(
    "%s is a JPEG or PNG of at least 1600x1600 px",
    async (file) => {
      const { format, width = 0, height = 0 } = await sharp(productPath(file)).metadata()
      expect(["jpeg", "png"]).toContain(format)
      expect(width).toBeGreaterThanOrEqual(MIN_PRODUCT_SIDE)
      expect(height).toBeGreaterThanOrEqual(MIN_PRODUCT_SIDE)
    },
  )

  it("shows nine different pictures (no file is a copy of another)", () => {
    const hashes = productImages.map((image) =>
      createHash("sha256")
        .update(readFileSync(productPath(image.file)))
        .digest("hex"),
    )
    expect(new Set(hashes).size).toBe(productImages.length)
  })

  it("gives every image its own non-empty alt text", () => {
    const alts = productImages.map((image) => image.alt.trim())
    alts.forEach((alt) => expect(alt).not.toBe(""))
    expect(new Set(alts).size).toBe(alts.length)
  })
})

describe("demo video", () => {
  it("exists and is under 3 MB", () => {
    expect(existsSync(videoPath)).toBe(true)
    expect(statSync(videoPath).size).toBeLessThan(MAX_VIDEO_BYTES)
  })

  it("is an MP4 with the moov atom before mdat, so it can start playing while loading", () => {
    const video = readFileSync(videoPath)
    // An MP4 opens with an 'ftyp' box: 4 bytes of size, then the type.
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp")
    const moov = video.indexOf("moov", 0, "latin1")
    const mdat = video.indexOf("mdat", 0, "latin1")
    expect(moov).toBeGreaterThan(0)
    expect(mdat).toBeGreaterThan(0)
    expect(moov).toBeLessThan(mdat)
  })

  it("has a 540x960 poster", async () => {
    expect(existsSync(posterPath)).toBe(true)
    const { width, height } = await sharp(posterPath).metadata()
    expect([width, height]).toEqual([540, 960])
  })
})

describe("share image", () => {
  it("exists at 1200x630", async () => {
    expect(existsSync(sharePath)).toBe(true)
    const { width, height } = await sharp(sharePath).metadata()
    expect([width, height]).toEqual([1200, 630])
  })
})
