/** @jest-environment node */
// The committed media the site ships: the nine carousel images described in
// src/data/product-images.ts, the demo video with its poster, and each edition's share image.
import { createHash } from "node:crypto"
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { productImages } from "../../src/data/product-images"
import { productImages as productImagesFr } from "../../src/data/fr/product-images"
import { shareImages } from "../../src/components/seo/share-image"

const root = path.join(__dirname, "../..")
const productPath = (file: string): string => path.join(root, "content", "images", "product", file)
const videoPath = path.join(root, "static", "media", "demo.mp4")
const posterPath = path.join(root, "static", "media", "demo-poster.jpg")
/** Each edition's share image, as the Seo component names it. */
const sharePaths = Object.entries(shareImages).map(
  ([locale, image]) => [locale, `static${image.path}`] as const,
)

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

  it("gives every image its own non-empty alt texts, as a drawing and as a photo", () => {
    for (const variant of ["standIn", "photo"] as const) {
      const alts = productImages.map((image) => image.alt[variant].trim())
      alts.forEach((alt) => expect(alt).not.toBe(""))
      expect(new Set(alts).size).toBe(alts.length)
    }
  })
})

describe("the product images' alt texts", () => {
  // The drawings' rose-gold rim and pearl-white handle were never confirmed by the owner: until
  // photos exist, no alt text states the device's colour or finish as fact.
  const finish =
    /rose|gold|pearl|white|silver|chrome|metal|matte|gloss|d'or|doré|nacr|blanc|argent|métal|\bmat\b|brillant/i

  it.each([
    ["English", productImages],
    ["French", productImagesFr],
  ])("%s: say each is an illustration and name no colour or finish of the device", (_, images) => {
    for (const { alt } of images) {
      expect(alt.standIn).toMatch(/^Illustration/)
      expect(alt.standIn).not.toMatch(finish)
    }
  })

  // A real photo must never be called a drawing (the build picks the variant: File.standIn).
  it.each([
    ["English", productImages],
    ["French", productImagesFr],
  ])("%s: never call a real photo an illustration or a drawing", (_, images) => {
    for (const { alt } of images) {
      expect(alt.photo).not.toMatch(/illustration|drawing|drawn|dessin/i)
      expect(alt.photo).not.toMatch(finish)
    }
  })

  it("lead with the device on a face, the slide that says most clearly what it is", () => {
    expect(productImages[0].file).toBe("07-face-contour.jpg")
  })

  it("list the same files in the same order in both editions", () => {
    expect(productImagesFr.map(({ file }) => file)).toEqual(productImages.map(({ file }) => file))
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

describe("share images", () => {
  it.each(sharePaths)("the %s one exists at 1200x630 (%s)", async (_, file) => {
    expect(existsSync(path.join(root, file))).toBe(true)
    const { width, height } = await sharp(path.join(root, file)).metadata()
    expect([width, height]).toEqual([1200, 630])
  })

  type Area = { left: number; top: number; width: number; height: number }

  /** Grey pixels of a region of a share image. */
  const region = (image: string, area: Area) =>
    sharp(path.join(root, "static", image))
      .extract(area)
      .greyscale()
      .raw()
      .toBuffer()

  /** The share of a region's pixels that clearly differ between the two editions' images. */
  const changedIn = async (area: Area) => {
    const [english, french] = await Promise.all(
      [shareImages.en.path, shareImages.fr.path].map((image) => region(image, area)),
    )
    return english.filter((value, i) => Math.abs(value - french[i]) > 48).length / english.length
  }

  it("differ where the words are: the French tagline replaces the English one", async () => {
    // The tagline, under the name: different words change a good share of its pixels.
    expect(await changedIn({ left: 80, top: 290, width: 520, height: 60 })).toBeGreaterThan(0.05)
    // The name and the device are the same picture.
    expect(await changedIn({ left: 80, top: 180, width: 520, height: 100 })).toBeLessThan(0.01)
    expect(await changedIn({ left: 640, top: 0, width: 560, height: 630 })).toBeLessThan(0.01)
  })
})
