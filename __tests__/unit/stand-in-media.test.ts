/** @jest-environment node */
// The stand-in media gate (src/node/stand-in-media.ts): while the site would show a generated
// stand-in, a production build stops naming each file, other builds warn; a real file in its
// place lifts the gate for that file. Run against a copy of the media layout in a temporary folder.
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  gateStandInMedia,
  isStandIn,
  judgeStandInMedia,
  mediaInUse,
  standInRecordPath,
  standInsInUse,
} from "../../src/node/stand-in-media"
import { productImages } from "../../src/data/product-images"

const sha256 = (bytes: string) => createHash("sha256").update(bytes).digest("hex")

let root: string

/** Writes a file under the temporary project root. */
const put = (file: string, bytes: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), bytes)
}

/** A project whose every media file is a stand-in, recorded as generate-media.mjs records them. */
const projectOfStandIns = () => {
  const record: Record<string, string> = {}
  for (const { file } of mediaInUse()) {
    put(file, `stand-in ${file}`)
    record[file] = sha256(`stand-in ${file}`)
  }
  put(standInRecordPath, JSON.stringify({ about: "test", sha256: record }))
}

const gate = (context: string | undefined) => {
  const reporter = { warn: jest.fn(), panic: jest.fn() }
  gateStandInMedia(reporter, { context, root })
  return reporter
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "stand-ins-"))
  projectOfStandIns()
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("the media the gate checks", () => {
  it("are the carousel's nine images, the demo video and its poster, and both share images", () => {
    expect(mediaInUse().map(({ file }) => file)).toEqual([
      ...productImages.map(({ file }) => `content/images/product/${file}`),
      "static/media/demo.mp4",
      "static/media/demo-poster.jpg",
      "static/og-image.jpg",
      "static/og-image-fr.jpg",
    ])
  })

  it("leave out the app icon: the brand's mark, not a picture of the device", () => {
    expect(mediaInUse().map(({ file }) => file)).not.toContain("src/images/icon.png")
  })

  it("each have a recorded checksum in the repository's record", () => {
    const record = JSON.parse(
      readFileSync(path.join(__dirname, "../..", standInRecordPath), "utf8"),
    ) as { sha256: Record<string, string> }
    for (const { file } of mediaInUse()) expect(record.sha256[file]).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe("a production build (CONTEXT=production)", () => {
  it("stops, naming every stand-in file and how to replace it", () => {
    const { panic, warn } = gate("production")
    expect(warn).not.toHaveBeenCalled()
    expect(panic).toHaveBeenCalledTimes(1)
    const [message] = panic.mock.calls[0] as [string]
    expect(message).toMatch(/^This production build would ship 13 stand-in media file\(s\)/)
    for (const { file } of mediaInUse()) expect(message).toContain(`  ${file}: is still`)
    expect(message).toContain(
      "content/images/product/01-front.jpg: is still the generated stand-in (an illustration, not the product): save a photo of the device under the same name",
    )
    expect(message).toContain("point videoMedia.src in src/data/site.ts to it")
  })

  it("no longer names a photo once a real one is saved under its name", () => {
    put("content/images/product/01-front.jpg", "a real photograph")
    const [message] = gate("production").panic.mock.calls[0] as [string]
    expect(message).toMatch(/would ship 12 stand-in/)
    expect(message).not.toContain("01-front.jpg")
    expect(message).toContain("02-side.jpg")
  })

  it("goes on once every file the site shows is real", () => {
    for (const { file } of mediaInUse()) put(file, `real ${file}`)
    const { panic, warn } = gate("production")
    expect(panic).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it("knows a stand-in by its bytes, whatever its name", () => {
    put("content/images/product/02-side.jpg", "stand-in content/images/product/01-front.jpg")
    expect(standInsInUse(root).map(({ file }) => file)).toContain(
      "content/images/product/02-side.jpg",
    )
  })
})

describe("any other build (preview, branch deploy, local)", () => {
  it.each(["deploy-preview", "branch-deploy", undefined])(
    "warns once per stand-in (%p) and goes on",
    (context) => {
      const { panic, warn } = gate(context)
      expect(panic).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledTimes(13)
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /^content\/images\/product\/09-in-the-box\.jpg: is still the generated stand-in .*\(A production build stops here\.\)$/,
        ),
      )
    },
  )
})

describe("the record of the stand-ins' checksums", () => {
  it("stops any build when it is missing, naming it", () => {
    rmSync(path.join(root, standInRecordPath))
    const { panic } = gate("deploy-preview")
    expect(panic).toHaveBeenCalledWith(
      expect.stringMatching(/^content\/images\/stand-ins\.json: cannot be read/),
    )
  })

  it("stops any build when it holds no checksums", () => {
    put(standInRecordPath, JSON.stringify({ sha256: {} }))
    expect(gate(undefined).panic).toHaveBeenCalledWith(
      expect.stringContaining("content/images/stand-ins.json: sha256 must map each stand-in file"),
    )
  })
})

describe("isStandIn (the data layer's File.standIn)", () => {
  it("is true for a stand-in and false once a real file replaces it", () => {
    const photo = "content/images/product/03-led-blue.jpg"
    expect(isStandIn(photo, root)).toBe(true)
    expect(isStandIn(path.join(root, photo), root)).toBe(true)
    put(photo, "a real photograph")
    expect(isStandIn(photo, root)).toBe(false)
  })
})

describe("judgeStandInMedia", () => {
  it("has nothing to say when nothing is a stand-in", () => {
    expect(judgeStandInMedia([], { context: "production" })).toEqual({ errors: [], warnings: [] })
  })
})
