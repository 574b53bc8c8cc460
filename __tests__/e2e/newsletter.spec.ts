// Desktop only ("@desktop"): what the form sends and answers, and where its links lead, does not
// depend on the screen; axe checks the box at both widths (a11y.spec.ts).
import { gotoHydrated } from "./support"
import { expect, test } from "@playwright/test"
import type { Locator, Page, Route } from "@playwright/test"
import { newsletterCopy } from "../../src/data/newsletter"
import { subscribedCopy } from "../../src/data/subscribed"
import { privacyCopy } from "../../src/data/privacy"
import { newsletterForm } from "../../src/data/newsletter-form"
import { routes } from "../../src/data/routes"
import { toastSettings } from "../../src/data/site"
import { layoutCopy } from "../../src/data/ui"

const address = "reader@example.ca"

type Answer = (route: Route) => Promise<void>

/**
 * Answers the signup's background POST to `/` in the test itself and records every body sent;
 * page loads and assets pass through to the local server untouched.
 */
const mockSubscribe = async (page: Page, answer: Answer): Promise<string[]> => {
  const bodies: string[] = []
  await page.route(
    (url) => url.pathname === newsletterForm.endpoint,
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback()
      bodies.push(route.request().postData() ?? "")
      return answer(route)
    },
  )
  return bodies
}

/** Chromium logs every CSP violation to the console; collect them to assert there are none. */
const watchCsp = (page: Page): string[] => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/**
 * Opens the blog and waits for the page to hydrate: before that, Subscribe would still do the
 * plain no-JS POST, which is a different test.
 */
const openBlog = async (page: Page) => {
  await gotoHydrated(page, routes.blog)
  const box = page.getByRole("region", { name: newsletterCopy.heading })
  return {
    box,
    email: box.getByRole("textbox", { name: newsletterCopy.label }),
    subscribe: box.getByRole("button", { name: newsletterCopy.submit }),
    alert: box.getByRole("alert"),
    toast: box.getByRole("status"),
  }
}

const subscribeWith = async (email: Locator, subscribe: Locator, value: string) => {
  await email.fill(value)
  await subscribe.click()
}

test.describe("newsletter signup with JavaScript", { tag: "@desktop" }, () => {
  test("sends a valid address in the background and thanks the reader in a passing toast", async ({
    page,
  }) => {
    const violations = watchCsp(page)
    await page.clock.install()
    const bodies = await mockSubscribe(page, (route) => route.fulfill({ status: 200, body: "" }))
    const { email, subscribe, toast, alert } = await openBlog(page)

    await subscribeWith(email, subscribe, address)

    await expect(toast.getByText(newsletterCopy.messages.success)).toBeVisible()
    await expect(email).toHaveValue("")
    await expect(alert).toBeEmpty()
    await expect(page).toHaveURL(routes.blog)
    expect(bodies).toHaveLength(1)
    const body = new URLSearchParams(bodies[0])
    expect(body.get("form-name")).toBe(newsletterForm.name)
    expect(body.get(newsletterForm.emailField)).toBe(address)
    expect(body.get(newsletterForm.honeypot)).toBe("")

    await page.clock.runFor(toastSettings.durationMs + toastSettings.exitMs)
    await expect(toast).toBeEmpty()
    expect(violations).toEqual([])
  })

  const failures: [string, Answer][] = [
    ["the network fails", (route) => route.abort("failed")],
    ["the server answers 500", (route) => route.fulfill({ status: 500, body: "" })],
  ]
  for (const [situation, answer] of failures) {
    test(`announces an error and keeps the address when ${situation}`, async ({ page }) => {
      const bodies = await mockSubscribe(page, answer)
      const { email, subscribe, toast, alert } = await openBlog(page)

      await subscribeWith(email, subscribe, address)

      await expect(alert).toHaveText(newsletterCopy.messages.network)
      await expect(email).toHaveValue(address)
      await expect(subscribe).toBeEnabled()
      await expect(toast).toBeEmpty()
      expect(bodies).toHaveLength(1)
    })
  }

  test("rejects an invalid address inline and sends nothing", async ({ page }) => {
    const posts: string[] = []
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url())
    })
    const { email, subscribe, alert } = await openBlog(page)

    await subscribeWith(email, subscribe, "not-an-email")

    await expect(alert).toHaveText(newsletterCopy.messages.invalid)
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()
    await expect(page).toHaveURL(routes.blog)
    expect(posts).toEqual([])
  })
})

test.describe("newsletter signup without JavaScript", { tag: "@desktop" }, () => {
  test("the plain form POST lands on the thank-you page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(routes.blog)

    // The attributes Netlify's form detection reads are checked on the server-rendered markup in
    // newsletter-signup.test.tsx; the local server accepts this POST only for a detected form.
    const form = page.locator(`form[name="${newsletterForm.name}"]`)
    await expect(form.locator(`input[name="${newsletterForm.honeypot}"]`)).toBeHidden()

    await page.getByRole("textbox", { name: newsletterCopy.label }).fill(address)
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === "POST"),
      page.getByRole("button", { name: newsletterCopy.submit }).click(),
    ])

    expect(new URLSearchParams(request.postData() ?? "").get("form-name")).toBe(newsletterForm.name)
    await expect(page).toHaveURL(new RegExp(`${routes.subscribed}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscribedCopy.heading)
    await context.close()
  })
})

test.describe("privacy and thank-you pages", { tag: "@desktop" }, () => {
  test("/privacy/ explains what is collected and is reachable from the footer", async ({
    page,
  }) => {
    await page.goto(routes.blog)
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: layoutCopy.privacyLink, exact: true })
      .click()

    await expect(page).toHaveURL(routes.privacy)
    await expect(page).toHaveTitle(privacyCopy.title)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyCopy.heading)
    for (const section of privacyCopy.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible()
    }
  })

  test("the consent text links to /privacy/", async ({ page }) => {
    const { box } = await openBlog(page)

    await box.getByRole("link", { name: newsletterCopy.consent.privacyLink }).click()

    await expect(page).toHaveURL(routes.privacy)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyCopy.heading)
  })

  test("/subscribed/ thanks the reader, links back, and is kept out of search", async ({
    page,
  }) => {
    await page.goto(routes.subscribed)

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscribedCopy.heading)
    await expect(page.getByRole("link", { name: subscribedCopy.blogLink })).toHaveAttribute(
      "href",
      routes.blog,
    )
    await expect(page.getByRole("link", { name: subscribedCopy.homeLink })).toHaveAttribute(
      "href",
      routes.home,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  })
})
