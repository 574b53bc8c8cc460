// Netlify runs this in front of every /admin/ response: the content editor gets its own
// Content-Security-Policy and X-Robots-Tag (src/node/admin-headers.ts explains why).
import { adminHeaders, adminHeadersPath } from "../../src/node/admin-headers.ts"

/** The part of Netlify's edge context this function uses. */
type EdgeContext = { next: () => Promise<Response> }

export default async (_request: Request, context: EdgeContext): Promise<Response> => {
  const response = await context.next()
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value)
  return response
}

export const config = { path: adminHeadersPath }
