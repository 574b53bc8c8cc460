// The content editor at /admin/ (docs/cms.md), driven in Chromium as an author drives it, with
// the editor's local-folder backend. Desktop only ("@desktop"): authors write at a desk, and the
// editor's layout is its own, not the site's.
//
// The local backend works on a folder the author picks with Chromium's folder picker
// (showDirectoryPicker), which no browser automation can answer (microsoft/playwright#11288). So
// each test hands the editor a folder of the browser's own private file system instead, filled
// with the repository's articles and register; the editor reads and writes it through the same
// File System Access calls as a folder on disk. What the editor saves is read back, compared byte
// for byte with what a developer would write (__tests__/fixtures/cms/), and put through the
// build's own steps for an article: its frontmatter check and its MDX-to-HTML render.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, statSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { expect, test, type Page, type Response } from "@playwright/test"
import matter from "gray-matter"
import { adminHeaders } from "../../src/node/admin-headers"
import { parseRegister } from "../../src/business/node/register"
import { renderArticleHtml } from "../../src/node/article-html"
import { articleImages } from "../../src/node/article-image-files"
import { validateArticle } from "../../src/node/validate-article"
import { recordConsole } from "./support"

const root = path.resolve(__dirname, "../..")
const fixtures = path.join(root, "__tests__", "fixtures", "cms")
const { version: editorVersion } = JSON.parse(
  readFileSync(path.join(root, "node_modules", "@sveltia", "cms", "package.json"), "utf8"),
) as { version: string }

type RepoFile = { path: string; text: string }

const filesUnder = (folder: string): string[] =>
  readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative]
  })

/** What the editor edits: both editions' articles and the business register. */
const repositoryFiles = (): RepoFile[] =>
  [...filesUnder("content/blog"), ...filesUnder("content/blogue"), "content/business.yaml"].map(
    (file) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") }),
  )

/**
 * Fills a folder of the origin's private file system with the repository's content (and the
 * `.git` folder the editor looks for), and makes it what the folder picker returns.
 */
const openLocalRepository = async (page: Page) => {
  await page.goto("/robots.txt")
  await page.evaluate(async (files: RepoFile[]) => {
    const storage = await navigator.storage.getDirectory()
    await storage.removeEntry("repository", { recursive: true }).catch(() => undefined)
    const repository = await storage.getDirectoryHandle("repository", { create: true })
    await repository.getDirectoryHandle(".git", { create: true })
    for (const file of files) {
      const parts = file.path.split("/")
      let folder = repository
      for (const part of parts.slice(0, -1)) {
        folder = await folder.getDirectoryHandle(part, { create: true })
      }
      const handle = await folder.getFileHandle(parts[parts.length - 1], { create: true })
      const writable = await handle.createWritable()
      await writable.write(file.text)
      await writable.close()
    }
  }, repositoryFiles())
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle("repository"),
    })
  })
}

/**
 * A file of the folder the editor works on, as it is now: empty while it does not exist yet or
 * the editor is still writing it.
 */
const readRepositoryFile = (page: Page, file: string) =>
  page.evaluate(async (parts: string[]) => {
    try {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository")
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
      return await (
        await folder.getFileHandle(parts[parts.length - 1])
      )
        .getFile()
        .then((f) => f.text())
    } catch {
      return ""
    }
  }, file.split("/"))

/** Saves the open entry; resolves to `file` once the editor says it saved it with `change` in it. */
const save = async (page: Page, file: string, change: string) => {
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByRole("status").filter({ hasText: "Entry saved." }).waitFor({ state: "attached" })
  await expect.poll(() => readRepositoryFile(page, file)).toContain(change)
  return readRepositoryFile(page, file)
}

/** Opens a collection from the sidebar and a new entry's form in it. */
const newEntry = async (page: Page, collection: string) => {
  await page.getByRole("treeitem", { name: collection }).click()
  await page.getByRole("button", { name: "Create New Entry" }).click()
  await page
    .getByRole("status")
    .filter({ hasText: "creating a new entry" })
    .waitFor({ state: "attached" })
}

/**
 * The two requests the editor makes to other origins on start, answered here because tests never
 * reach the internet: its version check (answered "you have the latest") and GitHub's status.
 */
const answerEditorLookups = async (page: Page) => {
  await page.route("https://unpkg.com/@sveltia/cms/package.json", (route) =>
    route.fulfill({ json: { version: editorVersion } }),
  )
  await page.route("https://www.githubstatus.com/api/v2/status.json", (route) =>
    route.fulfill({
      json: { status: { indicator: "none", description: "All Systems Operational" } },
    }),
  )
}

/** What the build's article check says of a file the editor wrote (an empty list: it builds). */
const buildProblems = (file: string, source: string) => {
  const { data, content } = matter(source)
  const [, folder, slug] = file.split("/")
  return validateArticle({
    filePath: file,
    slug,
    locale: folder === "blogue" ? "fr" : "en",
    frontmatter: data,
    body: content,
  })
}

/**
 * Types into the entry's text fields by their labels, then checks that each still holds what was
 * typed. A new entry's form is still settling for a moment after it opens (its fields come back
 * empty if typed into too soon), so the fields are filled after the body, and checked once more.
 */
const fillFields = async (page: Page, values: Record<string, string>) => {
  // The entry's own fields come first; an image block in the body has a "Title" field too.
  const field = (name: string) => page.getByRole("textbox", { name, exact: true }).first()
  await expect(async () => {
    for (const [name, value] of Object.entries(values)) {
      if ((await field(name).inputValue()) !== value) await field(name).fill(value)
    }
    for (const [name, value] of Object.entries(values)) await expect(field(name)).toHaveValue(value)
  }).toPass()
}

test.describe("the content editor at /admin/ @desktop", () => {
  // One editor for these tests, as an author keeps it open from one entry to the next: it starts
  // once (loading it is most of the work), then each test opens its collection from the sidebar.
  test.describe.configure({ mode: "serial" })
  let page: Page
  let problems: ReturnType<typeof recordConsole>
  let response: Response | null

  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, serviceWorkers } = testInfo.project.use
    page = await browser.newPage({ baseURL, viewport, serviceWorkers })
    problems = recordConsole(page)
    await answerEditorLookups(page)
    await openLocalRepository(page)
    response = await page.goto("/admin/")
    await page.getByRole("button", { name: "Work with Local Repository" }).click()
    await page.getByRole("treeitem", { name: "Business register" }).waitFor()
  })

  test.afterAll(() => page.close())

  // Each test below sees what the ones before it saved: the French article is written while the
  // English list still has five entries, which the editor offers as radio buttons.
  test("starts with its own policy and lists both editions' articles and the register", async () => {
    // Served with its own policy and out of search; the page says it before any script runs too
    // (the editor adds its own robots tag once it starts).
    expect(response?.status()).toBe(200)
    expect(response?.headers()["content-security-policy"]).toBe(
      adminHeaders["Content-Security-Policy"],
    )
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow")
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/)
    // Both editions' articles and the register, from the repository's folder.
    await expect(page.getByRole("treeitem", { name: "Articles (English)" })).toContainText("5")
    await expect(page.getByRole("treeitem", { name: "Articles (French)" })).toContainText("5")
    await expect(page.getByRole("treeitem", { name: "Business register" })).toBeVisible()
    expect(problems).toEqual([])
  })

  test("writes a French article linked to its English original", async () => {
    await newEntry(page, "Articles (French)")
    await page.getByRole("textbox", { name: "Article" }).click()
    await page.keyboard.type("Terminez chaque séance par le côté froid de l'appareil.")
    await page.getByRole("button", { name: "Insert" }).click()
    await page.getByRole("menuitem", { name: /Safety notes/ }).click()
    await page
      .getByRole("radiogroup", { name: "English original" })
      .getByRole("radio", { name: /EMS Facial Devices and the Jawline/ })
      .click()
    // By keyboard: the field's hint can overlap its button while the form settles.
    await page.getByRole("button", { name: /Add .?Tags/ }).press("Enter")
    await fillFields(page, {
      Title: "Le froid après la lumière rouge",
      Excerpt: "Une fin de séance fraîche, et ce qu'il faut savoir.",
      "Publication date": "2026-11-27",
      Author: "Équipe de rédaction de LumaSculpt",
      Tag: "Froid",
      "Search description": "Une routine du soir\u00a0: la lumière rouge, puis le froid.",
    })

    // French slugs lose their accents; the twin is named by its folder, as the build expects.
    const file = "content/blogue/le-froid-apres-la-lumiere-rouge/index.mdx"
    const saved = await save(page, file, "<SafetyNotes />")
    expect(matter(saved).data.translationOf).toBe("ems-facial-technology-jawline-sculpting")
    expect(buildProblems(file, saved)).toEqual([])
    expect(problems).toEqual([])
  })

  test("writes a new English article as a developer would", async () => {
    await newEntry(page, "Articles (English)")
    await page.getByRole("textbox", { name: "Article" }).click()
    await page.keyboard.type("Finish each session with the cool side of the device.")
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Insert" }).click()
    await page.getByRole("menuitem", { name: /Safety notes/ }).click()
    await page.getByRole("button", { name: "Insert" }).click()
    await page.getByRole("menuitem", { name: /Amazon\.ca listing/ }).click()
    // By keyboard: the field's hint can overlap its button while the form settles.
    await page.getByRole("button", { name: /Add .?Tags/ }).press("Enter")
    await fillFields(page, {
      "Link text": "See LumaSculpt on Amazon.ca",
      Title: "Cooling After Red Light: A Calm Evening Routine",
      Excerpt: "How a cool finish fits after a red light session, and what to keep in mind.",
      "Publication date": "2026-11-27",
      Author: "LumaSculpt Editorial Team",
      Tag: "Cooling",
      "Search description":
        "A calm evening routine: red light first, then a cool finish for how skin feels.",
    })

    // The folder is named after the title, and the file is the MDX a developer writes by hand.
    const file = "content/blog/cooling-after-red-light-a-calm-evening-routine/index.mdx"
    const saved = await save(page, file, "<ListingLink>")
    expect(saved).toBe(readFileSync(path.join(fixtures, "new-article.mdx"), "utf8"))
    // The build takes it: its fields pass the article check, and its body becomes the page's
    // text with the whole safety list and a link to the listing that opens in a new tab.
    expect(buildProblems(file, saved)).toEqual([])
    const { html } = await renderArticleHtml(matter(saved).content, "en")
    expect(html).toContain("Finish each session with the cool side of the device.")
    expect(html).toContain('id="safety-notes"')
    expect(html).toMatch(
      /<a href="https:\/\/www\.amazon\.ca\/[^"]*" target="_blank" rel="noopener noreferrer">See LumaSculpt on Amazon\.ca<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    )
    expect(problems).toEqual([])
  })

  test("stores an uploaded image beside the article, which the build serves with its size", async () => {
    const photo = path.join(root, "content", "images", "product", "01-front.jpg")
    await newEntry(page, "Articles (English)")
    await page.getByRole("textbox", { name: "Article" }).click()
    await page.keyboard.type("The device, seen from the front.")
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Image", exact: true }).click()
    await page.getByRole("button", { name: "Browse" }).click()
    const library = page.getByRole("dialog", { name: "Select Image" })
    const chooser = page.waitForEvent("filechooser")
    await library.getByRole("button", { name: "Upload" }).click()
    await (await chooser).setFiles(photo)
    await expect(library.getByRole("option", { name: "01-front.jpg" })).toBeVisible()
    await library.getByRole("button", { name: "Insert" }).click()
    await expect(page.getByRole("textbox", { name: "Source" })).toContainText("01-front.jpg")
    await page.getByRole("button", { name: "Insert" }).click()
    await page.getByRole("menuitem", { name: /Safety notes/ }).click()
    await page.getByRole("button", { name: /Add .?Tags/ }).press("Enter")
    await fillFields(page, {
      "Alt Text": "LumaSculpt seen from the front",
      Title: "The Device From the Front",
      Excerpt: "A look at the device.",
      "Publication date": "2026-11-27",
      Author: "LumaSculpt Editorial Team",
      Tag: "Device",
      "Search description": "A look at the device from the front.",
    })

    const folder = "content/blog/the-device-from-the-front"
    const saved = await save(page, `${folder}/index.mdx`, "![LumaSculpt seen from the front]")
    expect(saved).toContain("![LumaSculpt seen from the front](01-front.jpg)")
    // The image itself sits beside index.mdx, the same bytes as the upload.
    const storedBytes = await page.evaluate(async (parts: string[]) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository")
      for (const part of parts) dir = await dir.getDirectoryHandle(part)
      return (await (await dir.getFileHandle("01-front.jpg")).getFile()).size
    }, folder.split("/"))
    expect(storedBytes).toBe(statSync(photo).size)
    // The build serves it from the article's address, as a WebP with its width and height.
    const onDisk = mkdtempSync(path.join(tmpdir(), "cms-article-"))
    copyFileSync(photo, path.join(onDisk, "01-front.jpg"))
    const images = await articleImages(onDisk, "/blog/the-device-from-the-front/")
    const { html } = await renderArticleHtml(matter(saved).content, "en", { images })
    expect(html).toMatch(
      /<img src="\/blog\/the-device-from-the-front\/01-front\.webp" width="\d+" height="\d+" alt="LumaSculpt seen from the front"/,
    )
    expect(buildProblems(`${folder}/index.mdx`, saved)).toEqual([])
    expect(problems).toEqual([])
  })

  test("changes the rating in the business register and nothing else", async () => {
    await page.getByRole("treeitem", { name: "Business register" }).click()
    await page.getByRole("row", { name: /Business facts/ }).click()
    const rating = page.getByRole("group", { name: /Rating on Amazon\.ca/ })
    await rating.getByRole("spinbutton", { name: /Average rating/ }).fill("4.6")

    const before = parseRegister(readFileSync(path.join(root, "content/business.yaml"), "utf8"))
    const saved = await save(page, "content/business.yaml", "value: 4.6")
    expect(parseRegister(saved)).toEqual({ ...before, rating: { ...before.rating, value: 4.6 } })
    expect(problems).toEqual([])
  })

  test("keeps an existing article's words when an author saves it", async () => {
    const file = "content/blog/ems-facial-technology-jawline-sculpting/index.mdx"
    await page.getByRole("treeitem", { name: "Articles (English)" }).click()
    await page.getByRole("row", { name: /EMS Facial Devices and the Jawline/ }).click()
    const author = page.getByRole("textbox", { name: "Author", exact: true })
    await author.fill("LumaSculpt Editors")

    // The editor writes Markdown its own way (tags as a block list, _emphasis_ for *emphasis*),
    // so the file may change; what it says may not: the same fields but the one the author
    // changed, the same words, the inline listing link kept as it was.
    const original = matter(readFileSync(path.join(root, file), "utf8"))
    const saved = matter(await save(page, file, "LumaSculpt Editors"))
    const words = (body: string) => body.replace(/[*_]/g, "").trim()
    expect(saved.data).toEqual({ ...original.data, author: "LumaSculpt Editors" })
    expect(words(saved.content)).toBe(words(original.content))
    expect(problems).toEqual([])
  })
})

// The article renderer runs here rather than in jest, which cannot load the ESM-only MDX compiler.
test("an article image the page cannot show stops the build, naming the file @desktop", async () => {
  await expect(
    renderArticleHtml("A photo:\n\n![The device](session.jpg)\n", "en", {
      filePath: "content/blog/a-calm-routine/index.mdx",
    }),
  ).rejects.toThrow(
    'Invalid article content/blog/a-calm-routine/index.mdx:\n  - body: image "session.jpg" is not in the article\'s folder (files there: none)',
  )
})
