// Netlify runs this in front of every /admin/ response: the content editor gets its own
// Content-Security-Policy and X-Robots-Tag (src/cms/admin-headers.mjs explains why).
import { adminHeaders, adminHeadersPath } from "../../src/cms/admin-headers.mjs"

/**
 * @param {Request} _request
 * @param {{ next: () => Promise<Response> }} context
 */
export default async (_request, context) => {
  const response = await context.next()
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value)
  return response
}

export const config = { path: adminHeadersPath }
