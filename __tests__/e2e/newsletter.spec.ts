// Desktop only ("@desktop"): what the form sends and answers, and where its links lead, does not
// depend on the screen; axe checks the box at both widths (every-page.spec.ts).
//
// The signup end to end, in both editions, with and without JavaScript: the browser posts the form
// to `npm run serve`, which stores it as Netlify Forms does and raises `submission-created`; the
// site's function (netlify/functions/submission-created.ts) reads the submission back from the
// server's stand-in for Netlify's API, then asks the fake provider
// (__tests__/support/fake-newsletter-provider.mjs, started by playwright.config.ts, the served
// function pointed at it) for one double opt-in email. The test reads what the fake received.
import { gotoHydrated } from "./support"
import { expect, test } from "@playwright/test"
import type { APIRequestContext, Locator, Page, Route } from "@playwright/test"
import { consentVersion, newsletterCopy } from "../../src/data/newsletter"
import { newsletterCopy as newsletterCopyFr } from "../../src/data/fr/newsletter"
import { subscribedCopy } from "../../src/data/subscribed"
import { subscribedCopy as subscribedCopyFr } from "../../src/data/fr/subscribed"
import { checkInboxCopy } from "../../src/data/check-inbox"
import { checkInboxCopy as checkInboxCopyFr } from "../../src/data/fr/check-inbox"
import { privacyCopy } from "../../src/data/privacy"
import { newsletterForm } from "../../src/data/newsletter-form"
import { localeSettings, locales, type Locale } from "../../src/data/locale"
import { localizedRoutes, routes } from "../../src/data/routes"
import { toastSettings } from "../../src/data/site"
import { layoutCopy } from "../../src/data/ui"
import { e2eNewsletterProvider } from "../support/fake-newsletter-provider.mjs"

const address = "reader@example.ca"

const copy = {
  en: { newsletter: newsletterCopy, checkInbox: checkInboxCopy, subscribed: subscribedCopy },
  fr: { newsletter: newsletterCopyFr, checkInbox: checkInboxCopyFr, subscribed: subscribedCopyFr },
} as const

/** The fake provider's own address (its API is under /v3; /__fake/ is for tests). */
const fakeProvider = `http://127.0.0.1:${e2eNewsletterProvider.port}`

type ProviderRequest = { method: string; path: string; body: Record<string, unknown> }

/** The double opt-in requests the fake provider has received for one address. */
const confirmationRequestsFor = async (request: APIRequestContext, email: string) => {
  const response = await request.get(`${fakeProvider}/__fake/requests`)
  const received = (await response.json()) as ProviderRequest[]
  return received.filter(
    ({ method, path, body }) =>
      method === "POST" && path === "/v3/contacts/doubleOptinConfirmation" && body?.email === email,
  )
}

/** An address no other test uses, so parallel tests read only their own requests. */
const uniqueAddress = (label: string) =>
  `reader+${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ca`

/**
 * Waits for the function (it runs after the visitor's answer) to reach the fake provider, then
 * checks it asked once, for the edition's list, language and template, with the consent version.
 */
const expectOneConfirmationRequest = async (
  request: APIRequestContext,
  email: string,
  locale: Locale,
) => {
  await expect
    .poll(async () => (await confirmationRequestsFor(request, email)).length, { timeout: 15_000 })
    .toBeGreaterThan(0)
  const [sent, ...more] = await confirmationRequestsFor(request, email)
  expect(more).toEqual([])
  expect(sent.body).toMatchObject({
    email,
    includeListIds: [e2eNewsletterProvider.listIds[locale]],
    templateId: e2eNewsletterProvider.templateIds[locale],
    redirectionUrl: expect.stringMatching(new RegExp(`${localizedRoutes[locale].subscribed}$`)),
    attributes: expect.objectContaining({
      SIGNUP_LANGUAGE: localeSettings[locale].lang,
      CONSENT_VERSION: consentVersion,
    }),
  })
  return sent.body.redirectionUrl as string
}

test.beforeAll(async ({ request }) => {
  const health = await request.get(`${fakeProvider}/__fake/health`).catch(() => undefined)
  if (!health?.ok())
    throw new Error(
      `No fake newsletter provider at ${fakeProvider}: playwright.config.ts must start ` +
        "__tests__/support/fake-newsletter-provider.mjs and give `npm run serve` its environment",
    )
})

test.describe(
  "newsletter signup through the email provider's double opt-in",
  { tag: "@desktop" },
  () => {
    for (const locale of locales) {
      const { newsletter, checkInbox, subscribed } = copy[locale]
      const blog = localizedRoutes[locale].blog

      test(`${blog} with JavaScript: the toast asks to confirm by email, and the provider is asked once`, async ({
        page,
        request,
      }) => {
        const email = uniqueAddress(`${locale}-js`)
        await gotoHydrated(page, blog)
        const box = page.getByRole("region", { name: newsletter.heading })

        await box.getByRole("textbox", { name: newsletter.label }).fill(email)
        await box.getByRole("button", { name: newsletter.submit }).click()

        await expect(box.getByRole("status")).toHaveText(newsletter.messages.success)
        await expect(page).toHaveURL(blog)
        await expectOneConfirmationRequest(request, email, locale)
      })

      test(`${blog} without JavaScript: the form lands on 'check your inbox', the provider is asked once, and the emailed link lands on 'confirmed'`, async ({
        browser,
        baseURL,
        request,
      }) => {
        const email = uniqueAddress(`${locale}-nojs`)
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
        const page = await context.newPage()
        await page.goto(blog)
        const form = page.locator(`form[name="${newsletterForm.name}"]`)
        await expect(form.locator(`input[name="${newsletterForm.honeypot}"]`)).toBeHidden()

        await page.getByRole("textbox", { name: newsletter.label }).fill(email)
        await page.getByRole("button", { name: newsletter.submit }).click()

        await expect(page).toHaveURL(new RegExp(`${localizedRoutes[locale].checkInbox}$`))
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(checkInbox.heading)
        const landing = await expectOneConfirmationRequest(request, email, locale)

        // The person clicks the link in the email: the provider confirms and sends the browser on.
        const confirmed = await request.post(`${fakeProvider}/__fake/confirm`, { data: { email } })
        expect((await confirmed.json()).redirectionUrl).toBe(landing)
        await page.goto(new URL(landing).pathname)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscribed.heading)
        await context.close()
      })
    }
  },
)

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

test.describe("the newsletter function's public URL", { tag: "@desktop" }, () => {
  test("a forged event posted straight to it is answered with an empty 204 and emails nobody", async ({
    request,
  }) => {
    const email = uniqueAddress("forged")
    const answer = await request.post("/.netlify/functions/submission-created", {
      headers: { "content-type": "application/json" },
      data: {
        payload: {
          id: "0123456789abcdef01234567",
          form_name: newsletterForm.name,
          site_url: "https://evil.example",
          data: { email, language: localeSettings.en.lang },
        },
      },
    })

    expect(answer.status()).toBe(204)
    expect(await answer.text()).toBe("")
    expect(await confirmationRequestsFor(request, email)).toEqual([])
  })
})

test.describe("newsletter signup with JavaScript, the answer mocked", { tag: "@desktop" }, () => {
  test("sends a valid address in the background, asks to confirm in a passing toast, breaks no CSP rule", async ({
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

test.describe("privacy and the signup's two pages", { tag: "@desktop" }, () => {
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

  for (const locale of locales) {
    for (const step of ["checkInbox", "subscribed"] as const) {
      const path = localizedRoutes[locale][step]
      test(`${path} says where the signup stands, links back, and is kept out of search`, async ({
        page,
      }) => {
        const stepCopy = copy[locale][step]
        await page.goto(path)

        await expect(page.getByRole("heading", { level: 1 })).toHaveText(stepCopy.heading)
        await expect(page.getByRole("link", { name: stepCopy.blogLink })).toHaveAttribute(
          "href",
          localizedRoutes[locale].blog,
        )
        await expect(page.getByRole("link", { name: stepCopy.homeLink })).toHaveAttribute(
          "href",
          localizedRoutes[locale].home,
        )
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
      })
    }
  }
})
