import { getStore, type Store } from "@netlify/blobs"
import type { Context } from "@netlify/functions"
import { functionTiming, type Timing } from "./newsletter-forward"
import { ledgerStoreName } from "./newsletter-ledger"
import type { Log } from "./newsletter-process"

/** What the newsletter's functions take from Netlify's platform; tests hand in their own. */
export type PlatformDeps = {
  env: Record<string, string | undefined>
  fetch: typeof fetch
  /** The ledger's store in Netlify Blobs. */
  store: Store
  /** This site's id, from the platform (never from a request). */
  siteId: string | undefined
  timing: Timing
  /** Where the log lines go: Netlify's function log in production. */
  log: Log
}

/** The platform as a running function sees it: its environment, the ledger, the site's id and URL. */
export const platformDeps = (context?: Context): PlatformDeps => ({
  env: { ...process.env, URL: process.env.URL || context?.site?.url },
  fetch,
  store: getStore({ name: ledgerStoreName, consistency: "strong" }),
  siteId: context?.site?.id ?? process.env.SITE_ID,
  timing: functionTiming,
  log: { info: console.log, error: console.error },
})
