// Base URLs that a secret is sent to (the provider's key, Netlify's token) come from the
// environment only for tests and local fakes; anything but https: would send the secret in clear
// text, so only loopback addresses may use http:.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The base URL to use, without a trailing slash, or why the variable's value is refused.
 *
 * @param value the variable's value; the default when unset or blank
 * @param variable the variable's name, for the message
 */
export const apiBaseUrl = (
  value: string | undefined,
  fallback: string,
  variable: string,
): { ok: true; url: string } | { ok: false; problem: string } => {
  const raw = value?.trim() || fallback
  let url
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, problem: `${variable} is not a URL` }
  }
  const safe = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))
  if (!safe || url.username || url.password)
    return { ok: false, problem: `${variable} must be an https: URL (http: only on loopback)` }
  return { ok: true, url: url.href.replace(/\/+$/, "") }
}
