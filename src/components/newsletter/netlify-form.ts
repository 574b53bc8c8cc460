import { newsletterForm } from "../../data/newsletter-form"

/** The same address check as the function that forwards the signup (newsletter-fields.ts). */
export { isValidEmail } from "../../data/newsletter-form"

/**
 * Every text field of the form, url-encoded exactly as the browser's own POST would send it
 * (form-name, honeypot, email), so Netlify sees the same submission with or without JavaScript.
 */
export const encodeForm = (form: HTMLFormElement): string => {
  const params = new URLSearchParams()
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") params.append(key, value.trim())
  })
  return params.toString()
}

/** POSTs an encoded submission to Netlify Forms; rejects on a network error or a non-2xx answer. */
export const postNetlifyForm = async (body: string): Promise<void> => {
  const response = await fetch(newsletterForm.endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  })
  if (!response.ok) throw new Error(`Form submission failed with status ${response.status}`)
}
