/** @jest-environment node */
// The content editor's configuration (src/node/cms-config.ts) asks for what the build checks, by
// the build's own rules, and its article blocks write the MDX the site renders. The editor itself
// is driven in Chromium by __tests__/e2e/cms.spec.ts.
import { readFileSync } from "fs"
import path from "path"
import { parse, stringify } from "yaml"
import type { Field } from "@sveltia/cms"
import adminEdgeFunction from "../../netlify/edge-functions/admin"
import { mdxComponents } from "../../src/components/blog/mdx-components"
import { adminHeaders } from "../../src/node/admin-headers"
import { editorComponentFor } from "../../src/cms/editor-components"
import { shortcodes } from "../../src/cms/shortcodes"
import { adminPage } from "../../src/node/admin"
import { parseRegister } from "../../src/business/node/register"
import { cmsConfig, cmsRepository } from "../../src/node/cms-config"
import { metaDescriptionMaxLength, validateArticle } from "../../src/node/validate-article"

const config = cmsConfig({ repo: "owner/site", branch: "main" })

type Collection = { name: string; fields?: Field[]; files?: Array<{ fields: Field[] }> }
const collection = (name: string) => {
  const found = (config.collections as Collection[]).find((c) => c.name === name)
  if (!found) throw new Error(`no ${name} collection`)
  return found
}
const fieldsOf = (name: string) => collection(name).fields ?? []
const field = (collectionName: string, fieldName: string) =>
  fieldsOf(collectionName).find((f) => f.name === fieldName) as Record<string, unknown>

const validEnglish = {
  title: "A title",
  excerpt: "An excerpt.",
  date: "2026-11-27",
  author: "LumaSculpt Editorial Team",
  tags: ["Cooling"],
  metaDescription: "A description.",
}

const problemsWith = (frontmatter: Record<string, unknown>, locale: "en" | "fr" = "en") =>
  validateArticle({
    filePath: `content/${locale === "en" ? "blog" : "blogue"}/a-slug/index.mdx`,
    slug: "a-slug",
    locale,
    frontmatter,
    body: "Text.",
  }).map(({ field: name }) => name)

describe("the editor's article forms", () => {
  it("ask for every frontmatter field the build checks, required where the build requires it", () => {
    for (const name of ["blog", "blogue"]) {
      const locale = name === "blog" ? "en" : "fr"
      const base = locale === "en" ? validEnglish : { ...validEnglish, translationOf: "a-slug" }
      expect(problemsWith(base, locale)).toEqual([])
      for (const formField of fieldsOf(name).filter((f) => f.name !== "body")) {
        const { name: fieldName, required } = formField as { name: string; required?: boolean }
        const without: Record<string, unknown> = { ...base }
        delete without[fieldName]
        // A field the form requires is one the build refuses to go without, and the reverse.
        expect({
          fieldName,
          missingFails: problemsWith(without, locale).includes(fieldName),
        }).toEqual({
          fieldName,
          missingFails: required !== false,
        })
      }
      const asked = fieldsOf(name).map((f) => f.name)
      expect(asked.sort()).toEqual([...Object.keys(base), "readTime", "updated", "body"].sort())
    }
  })

  it("hold the search description to the build's length", () => {
    expect(field("blog", "metaDescription").maxlength).toBe(metaDescriptionMaxLength)
    const atLimit = "a".repeat(metaDescriptionMaxLength)
    expect(problemsWith({ ...validEnglish, metaDescription: atLimit })).toEqual([])
    expect(problemsWith({ ...validEnglish, metaDescription: `${atLimit}a` })).toEqual([
      "metaDescription",
    ])
  })

  it("accept a reading time exactly when the build does, in each edition", () => {
    for (const [name, locale, good, bad] of [
      ["blog", "en", "7 min read", "7 minutes"],
      ["blogue", "fr", "7 min de lecture", "7 min read"],
      ["blogue", "fr", "7\u00a0min de lecture", "7\u00a0min read"],
    ] as const) {
      const [pattern] = field(name, "readTime").pattern as [string, string]
      const base = locale === "en" ? validEnglish : { ...validEnglish, translationOf: "a-slug" }
      for (const value of [good, bad]) {
        expect(new RegExp(pattern).test(value)).toBe(
          problemsWith({ ...base, readTime: value }, locale).length === 0,
        )
      }
    }
  })

  it("write dates as the quoted YYYY-MM-DD the build asks for", () => {
    expect(field("blog", "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" })
    expect(config.output?.yaml?.quote).toBe("double")
  })

  it("offer an optional 'Last updated' day, written as the build reads it, with the build's rule", () => {
    for (const name of ["blog", "blogue"]) {
      expect(field(name, "updated")).toMatchObject({
        label: "Last updated",
        widget: "datetime",
        format: "YYYY-MM-DD",
        required: false,
      })
      expect(field(name, "updated").hint).toMatch(
        /on or after the publication date and not in the future/,
      )
    }
    // The rule the hint states is the one the build applies.
    expect(problemsWith({ ...validEnglish, updated: validEnglish.date })).toEqual([])
    expect(problemsWith({ ...validEnglish, updated: "2026-11-26" })).toEqual(["updated"])
    expect(problemsWith({ ...validEnglish, updated: "2999-01-01" })).toEqual(["updated"])
  })

  it("link a French article to an English one by its folder name, and only a French one", () => {
    expect(field("blogue", "translationOf")).toMatchObject({
      widget: "relation",
      collection: "blog",
      value_field: "{{slug}}",
    })
    expect(field("blog", "translationOf")).toBeUndefined()
  })

  it("keep each article in its own folder, with its images beside it", () => {
    expect(collection("blog")).toMatchObject({
      folder: "content/blog",
      path: "{{slug}}/index",
      extension: "mdx",
      media_folder: "",
    })
    expect(collection("blogue")).toMatchObject({ folder: "content/blogue", path: "{{slug}}/index" })
  })
})

describe("the editor's register form", () => {
  const keysOf = (fields: Field[], prefix = ""): string[] =>
    fields.flatMap((f) => {
      const key = `${prefix}${f.name}`
      const nested = (f as { fields?: Field[] }).fields
      return nested ? keysOf(nested, `${key}.`) : [key]
    })
  /** A list's items share one set of fields, so they count once, without their index. */
  const keysOfValue = (value: unknown, prefix = ""): string[] =>
    Array.isArray(value)
      ? [...new Set(value.flatMap((item) => keysOfValue(item, prefix)))]
      : typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keysOfValue(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)]

  it("has exactly the register's keys, each one the build reads", () => {
    const registerFields = collection("settings").files?.[0].fields ?? []
    // The repository's register with every optional fact filled in.
    const full = {
      ...parse(readFileSync(path.resolve(__dirname, "../../content/business.yaml"), "utf8")),
      offers: [
        {
          label: { en: "15% off", fr: "15\u00a0% de rabais" },
          details: { en: "15% off with the coupon", fr: "15\u00a0% de rabais avec le coupon" },
          startsOn: "2026-12-01",
          endsOn: "2026-12-21",
          termsUrl: "https://www.amazon.ca/terms",
        },
      ],
      healthCanadaLicence: "123456",
    }
    full.seller.phone = "1-800-555-0100"
    expect(() => parseRegister(stringify(full))).not.toThrow()
    expect(keysOf(registerFields).sort()).toEqual(keysOfValue(full).sort())
  })
})

describe("the editor's article blocks", () => {
  it("cover every component an article may use", () => {
    const components = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name))
    expect(shortcodes.map(({ name }) => name).sort()).toEqual(components.sort())
  })

  it("write a bare tag on its own line, and read it back", () => {
    const block = editorComponentFor(shortcodes.find(({ name }) => name === "SafetyNotes")!)
    const written = block.toBlock({})
    expect(written).toBe("<SafetyNotes />")
    expect(block.pattern.test(written)).toBe(true)
    expect(block.pattern.test("<SafetyNotes/>")).toBe(true)
    expect(block.pattern.test("Read <SafetyNotes /> now")).toBe(false)
  })

  it("write the listing link around the author's words, and read them back", () => {
    const block = editorComponentFor(shortcodes.find(({ name }) => name === "ListingLink")!)
    const written = block.toBlock({ text: " See LumaSculpt on Amazon.ca " })
    expect(written).toBe("<ListingLink>See LumaSculpt on Amazon.ca</ListingLink>")
    const match = written.match(block.pattern)
    expect(match && block.fromBlock?.(match)).toEqual({ text: "See LumaSculpt on Amazon.ca" })
  })
})

describe("/admin/", () => {
  const page = adminPage({ cmsScript: "/admin/cms.js", blocksScript: "/admin/blocks.js" })

  it("asks not to be indexed (robots.txt disallows it too: robots.test.ts)", () => {
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it("runs no inline script: the block list is inert JSON", () => {
    const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(([, a]) => a.trim())
    expect(inline).toEqual(['type="application/json" id="cms-shortcodes"'])
  })

  it("gets its own Content-Security-Policy on Netlify, keeping the site's other headers", async () => {
    const siteResponse = new Response("<!doctype html>", {
      headers: { "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY" },
    })
    const response = await adminEdgeFunction(new Request("https://example.com/admin/"), {
      next: async () => siteResponse,
    })
    expect(response.headers.get("Content-Security-Policy")).toBe(
      adminHeaders["Content-Security-Policy"],
    )
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow")
    expect(response.headers.get("X-Frame-Options")).toBe("DENY")
  })

  it("commits to the repository Netlify builds, on main", () => {
    expect(cmsRepository({ REPOSITORY_URL: "https://github.com/lumasculpt/site" })).toEqual({
      repo: "lumasculpt/site",
      branch: "main",
    })
    expect(cmsRepository({ REPOSITORY_URL: "git@github.com:lumasculpt/site.git" }).repo).toBe(
      "lumasculpt/site",
    )
    expect(config.publish_mode).toBe("editorial_workflow")
  })
})
