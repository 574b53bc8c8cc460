import { useRef, useState } from "react"
import type { FormEvent } from "react"
import { useMessages } from "../../hooks/use-messages"
import { newsletterForm } from "../../data/newsletter-form"
import { localeSettings } from "../../data/locale"
import { useLocale, useRoutes } from "../../hooks/use-locale"
import { encodeForm, isValidEmail, postNetlifyForm } from "./netlify-form"
import { Feedback, Field, Input, Row, SubmitButton } from "./newsletter-form-styles"

const ids = { email: "newsletter-email", feedback: "newsletter-feedback" } as const

type Problem = { kind: "invalid" | "network"; attempt: number }

export type NewsletterFormProps = {
  /** Called once Netlify has accepted the submission: the confirmation email is on its way. */
  onSubscribed: () => void
  /** The consent text's id, read out with the field. */
  consentId: string
}

/**
 * A Netlify form that works as a plain POST without JavaScript (landing on the "check your inbox"
 * page) and is enhanced once hydrated: own validation message, background fetch, no page change.
 * The markup is the same on the server and the client; only event handlers differ. Netlify stores
 * each submission, and its submission-created function asks the email provider for the double
 * opt-in email (netlify/functions/submission-created.ts).
 */
export const NewsletterForm = ({ onSubscribed, consentId }: NewsletterFormProps) => {
  const newsletterCopy = useMessages("newsletter")
  const locale = useLocale()
  const routes = useRoutes()
  const [problem, setProblem] = useState<Problem | null>(null)
  const [sending, setSending] = useState(false)
  // A ref, not state: a second click in the same tick must see the first one at once.
  const sendingRef = useRef(false)
  const inputRef = useRef<HTMLInputElement>(null)

  const report = (kind: Problem["kind"]) =>
    setProblem((previous) => ({ kind, attempt: (previous?.attempt ?? 0) + 1 }))

  const rejectAddress = () => {
    report("invalid")
    inputRef.current?.focus()
  }

  // The browser's own check (type=email, required) runs first; replace its bubble with our message.
  const handleInvalid = (event: FormEvent<HTMLInputElement>) => {
    event.preventDefault()
    rejectAddress()
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sendingRef.current) return
    const form = event.currentTarget
    if (!isValidEmail(inputRef.current?.value ?? "")) {
      rejectAddress()
      return
    }
    sendingRef.current = true
    setSending(true)
    setProblem(null)
    try {
      await postNetlifyForm(encodeForm(form))
      form.reset()
      onSubscribed()
    } catch {
      // Keep the address in the field so trying again is one click.
      report("network")
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  const invalid = problem?.kind === "invalid"
  const describedBy = problem ? `${ids.feedback} ${consentId}` : consentId

  return (
    <form
      name={newsletterForm.name}
      method="POST"
      action={routes.checkInbox}
      data-netlify="true"
      // The attribute name Netlify's form docs give (html-validate accepts it as it is).
      netlify-honeypot={newsletterForm.honeypot}
      aria-busy={sending || undefined}
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="form-name" value={newsletterForm.name} />
      <input
        type="hidden"
        name={newsletterForm.languageField}
        value={localeSettings[locale].lang}
      />
      <input
        type="hidden"
        name={newsletterForm.consentVersionField}
        value={newsletterCopy.consent.version}
      />
      {/* Netlify's honeypot: `hidden` keeps it from people, keyboards and assistive tech alike. */}
      <div hidden>
        <label>
          {newsletterCopy.honeypotLabel}
          <input name={newsletterForm.honeypot} autoComplete="off" />
        </label>
      </div>
      <Field>
        <label htmlFor={ids.email} className="visually-hidden">
          {newsletterCopy.label}
        </label>
        <Row>
          <Input
            ref={inputRef}
            id={ids.email}
            type="email"
            name={newsletterForm.emailField}
            required
            autoComplete="email"
            placeholder={newsletterCopy.placeholder}
            readOnly={sending}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onInvalid={handleInvalid}
            onChange={() => invalid && setProblem(null)}
          />
          <SubmitButton type="submit" aria-disabled={sending || undefined}>
            {sending ? newsletterCopy.submitting : newsletterCopy.submit}
          </SubmitButton>
        </Row>
        {/* Always rendered, so the alert region exists before a message is put in it. */}
        <Feedback id={ids.feedback} role="alert">
          {problem && <span key={problem.attempt}>{newsletterCopy.messages[problem.kind]}</span>}
        </Feedback>
      </Field>
    </form>
  )
}
