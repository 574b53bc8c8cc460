import { act, fireEvent, render, screen, within } from "../support/render"
import {
  NewsletterSignup,
  newsletterHydratedEvent,
} from "../../src/components/newsletter/newsletter-signup"
import { newsletterCopy } from "../../src/data/newsletter"
import { toastSettings } from "../../src/data/site"
import { serverHtml } from "../support/server-html"
import { repositoryRegister } from "../support/business"

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit]

const fetchMock = jest.fn<Promise<Response>, FetchArgs>()
const okResponse = { ok: true, status: 200 } as Response

const emailInput = () => screen.getByRole("textbox", { name: newsletterCopy.label })
const subscribeButton = () => screen.getByRole("button", { name: newsletterCopy.submit })

const submitAddress = (address: string) => {
  fireEvent.change(emailInput(), { target: { value: address } })
  fireEvent.click(subscribeButton())
}

/** Lets the mocked fetch settle and React apply the result. */
const settle = () => act(async () => {})

const sentBody = (): URLSearchParams => {
  const [, init] = fetchMock.mock.calls[0]
  return new URLSearchParams(String(init?.body))
}

beforeEach(() => {
  jest.useFakeTimers()
  fetchMock.mockReset()
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, configurable: true })
})

afterEach(() => {
  jest.useRealTimers()
})

describe("the newsletter box's code arriving after the page's", () => {
  it("tells the page once, on window, when it has hydrated and its form is enhanced", () => {
    const hydrated = jest.fn()
    window.addEventListener(newsletterHydratedEvent, hydrated)
    const { rerender } = render(<NewsletterSignup seller={repositoryRegister.seller} />)
    rerender(<NewsletterSignup seller={repositoryRegister.seller} />)
    window.removeEventListener(newsletterHydratedEvent, hydrated)
    expect(hydrated).toHaveBeenCalledTimes(1)
  })
})

// The server-rendered markup, from the renderer the build uses (src/render-page.tsx calls the same
// renderToString). The browser test submits this form without JavaScript.
describe("NewsletterSignup: the static form Netlify detects", () => {
  it("is a Netlify form with a form-name field, a honeypot and a POST that lands on 'check your inbox'", async () => {
    const html = await serverHtml(<NewsletterSignup seller={repositoryRegister.seller} />)
    const host = document.createElement("div")
    host.innerHTML = html
    const form = host.querySelector("form")

    expect(form).toHaveAttribute("name", "newsletter")
    expect(form).toHaveAttribute("method", "POST")
    expect(form).toHaveAttribute("action", "/check-your-inbox/")
    expect(form).toHaveAttribute("data-netlify", "true")
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field")
    // Native validation stays on for visitors without JavaScript.
    expect(form).not.toHaveAttribute("novalidate")
    expect(form?.querySelector('input[type="hidden"][name="form-name"]')).toHaveAttribute(
      "value",
      "newsletter",
    )
    expect(form?.querySelector('input[name="bot-field"]')).not.toBeNull()
  })

  it("has a labelled, required email field under the 'Stay Updated' heading", () => {
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    const section = screen.getByRole("region", { name: "Stay Updated" })
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Stay Updated")
    const input = emailInput()
    expect(input).toHaveAttribute("type", "email")
    expect(input).toHaveAttribute("name", "email")
    expect(input).toBeRequired()
    expect(input).toHaveAttribute("autocomplete", "email")
    expect(subscribeButton()).toHaveAttribute("type", "submit")
  })

  it("hides the honeypot from people, keyboards and assistive technology", () => {
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    const honeypot = emailInput().closest("form")?.querySelector('input[name="bot-field"]')
    expect(honeypot).not.toBeVisible()
    expect(screen.getAllByRole("textbox")).toEqual([emailInput()])
  })

  it("asks for consent beside the form and links to the privacy page", () => {
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    expect(
      screen.getByText(
        /^By subscribing, you agree that LumaSculpt Beauty Inc\. \(LumaSculpt\) may email you skincare tips/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: newsletterCopy.consent.privacyLink })).toHaveAttribute(
      "href",
      "/privacy/",
    )
    expect(emailInput()).toHaveAccessibleDescription(/unsubscribe at any time/)
  })

  // Quebec's Law 25 (s.8): at collection, say where the data may go and the rights of access and
  // correction; CASL: an unsubscribe takes effect within 10 business days.
  it.each([
    [
      "en",
      /Your address, the language of this form and the version of this notice are stored by our host, Netlify, and our email service, Brevo, possibly outside Quebec and Canada\. You can see, correct or delete them at any time\./,
      /unsubscribe at any time with the link in every email; it takes effect within 10 business days/,
    ],
    [
      "fr",
      /Votre adresse, la langue de ce formulaire et la version de cet avis sont conservées par notre hébergeur, Netlify, et notre service d'envoi de courriels, Brevo, possiblement à l'extérieur du Québec et du Canada\. Vous pouvez les consulter, les faire corriger ou les faire supprimer à tout moment\./,
      /désabonner en tout temps grâce au lien présent dans chaque courriel\s; le désabonnement prend effet dans un délai de 10\sjours ouvrables/,
    ],
  ] as const)(
    "says beside the form what is kept where, the right to see, correct or delete it, and how soon an unsubscribe counts (%s)",
    (locale, keptAndRights, unsubscribe) => {
      render(<NewsletterSignup seller={repositoryRegister.seller} />, { locale })

      const input = screen.getByRole("textbox")
      expect(input).toHaveAccessibleDescription(keptAndRights)
      expect(input).toHaveAccessibleDescription(unsubscribe)
    },
  )
})

describe("NewsletterSignup: submitting with JavaScript", () => {
  it.each([
    ["not-an-email", "the browser's own check"],
    ["name@example", "the stricter check for a dotted domain"],
    ["", "an empty field"],
  ])("rejects %p (%s) with an announced inline error and sends nothing", (address) => {
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress(address)

    expect(screen.getByRole("alert")).toHaveTextContent(newsletterCopy.messages.invalid)
    expect(emailInput()).toHaveAttribute("aria-invalid", "true")
    expect(emailInput()).toHaveAccessibleDescription(
      expect.stringContaining(newsletterCopy.messages.invalid),
    )
    expect(emailInput()).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("clears the inline error once the address is edited", () => {
    render(<NewsletterSignup seller={repositoryRegister.seller} />)
    submitAddress("oops")

    fireEvent.change(emailInput(), { target: { value: "oops@" } })

    expect(screen.getByRole("alert")).toBeEmptyDOMElement()
    expect(emailInput()).not.toHaveAttribute("aria-invalid")
  })

  it("POSTs a valid address url-encoded to / as Netlify Forms expects", async () => {
    fetchMock.mockResolvedValue(okResponse)
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress("reader@example.ca")
    await settle()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe("/")
    expect(init?.method).toBe("POST")
    expect(init?.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" })
    const body = sentBody()
    expect(body.get("form-name")).toBe("newsletter")
    expect(body.get("email")).toBe("reader@example.ca")
    expect(body.get("bot-field")).toBe("")
    expect(body.get("consent-version")).toBe(newsletterCopy.consent.version)
  })

  it("asks the reader to confirm from their inbox in a toast, for 4 s plus a 200 ms exit, and clears the field", async () => {
    fetchMock.mockResolvedValue(okResponse)
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress("reader@example.ca")
    await settle()

    const status = screen.getByRole("status")
    expect(status).toHaveTextContent(newsletterCopy.messages.success)
    expect(emailInput()).toHaveValue("")
    expect(screen.getByRole("alert")).toBeEmptyDOMElement()

    act(() => jest.advanceTimersByTime(toastSettings.durationMs))
    // Still there while it animates out.
    expect(status).toHaveTextContent(newsletterCopy.messages.success)

    act(() => jest.advanceTimersByTime(toastSettings.exitMs))
    expect(status).toBeEmptyDOMElement()
    expect(screen.getByRole("status")).toBe(status)
  })

  // Double opt-in: Netlify accepting the address is only the first step, so the form says what
  // the second is, in the edition's words.
  it.each([
    ["en", /^Almost done! Check your inbox and click the link in our email to confirm\.$/],
    [
      "fr",
      /^C'est presque fait\s! Vérifiez vos courriels et cliquez sur le lien que nous vous envoyons pour confirmer votre abonnement\.$/,
    ],
  ] as const)(
    "asks the reader to confirm by email, not thanks them yet (%s)",
    async (locale, said) => {
      fetchMock.mockResolvedValue(okResponse)
      render(<NewsletterSignup seller={repositoryRegister.seller} />, { locale })

      fireEvent.change(screen.getByRole("textbox"), { target: { value: "reader@example.ca" } })
      fireEvent.click(screen.getByRole("button"))
      await settle()

      expect(screen.getByRole("status")).toHaveTextContent(said)
    },
  )

  it("shows one toast at a time: a second subscription replaces the first", async () => {
    fetchMock.mockResolvedValue(okResponse)
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress("first@example.ca")
    await settle()
    act(() => jest.advanceTimersByTime(toastSettings.durationMs - 1000))
    submitAddress("second@example.ca")
    await settle()

    expect(screen.getAllByText(newsletterCopy.messages.success)).toHaveLength(1)
    // The first toast's timers no longer apply: the second stays its full 4 s.
    act(() => jest.advanceTimersByTime(toastSettings.durationMs + toastSettings.exitMs - 1))
    expect(screen.getByRole("status")).toHaveTextContent(newsletterCopy.messages.success)
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
  })

  it("keeps the address and announces an error when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress("reader@example.ca")
    await settle()

    expect(screen.getByRole("alert")).toHaveTextContent(newsletterCopy.messages.network)
    expect(emailInput()).toHaveValue("reader@example.ca")
    expect(emailInput()).not.toHaveAttribute("aria-invalid")
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
  })

  it("treats a server error (500) as a failure too", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 } as Response)
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress("reader@example.ca")
    await settle()

    expect(screen.getByRole("alert")).toHaveTextContent(newsletterCopy.messages.network)
    expect(emailInput()).toHaveValue("reader@example.ca")
  })

  it("sends once while a submission is pending, showing a busy button", async () => {
    let respond: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)))
    render(<NewsletterSignup seller={repositoryRegister.seller} />)

    submitAddress("reader@example.ca")
    const busyButton = screen.getByRole("button", { name: newsletterCopy.submitting })
    expect(busyButton).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(busyButton)
    fireEvent.submit(emailInput())
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await act(async () => respond(okResponse))
    expect(subscribeButton()).not.toHaveAttribute("aria-disabled")
    expect(screen.getByRole("status")).toHaveTextContent(newsletterCopy.messages.success)
  })
})
