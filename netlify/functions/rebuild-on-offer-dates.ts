/**
 * A Netlify Scheduled Function: every morning in Toronto it asks Netlify to rebuild the site when
 * the register's dates say the static pages have changed: the day an offer starts, the morning
 * after an offer's last day, and the morning after the last day the price is vouched for. Pages
 * decide what to show at build time, so without this rebuild an ended offer would stay in the HTML
 * until the next content change. The build hook's URL comes from BUILD_HOOK_URL (docs/deploy.md).
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import type { Config } from "@netlify/functions"
import { parse } from "yaml"
import { registerPath, todayInOfferZone } from "../../src/lib/offer-day.mjs"

/** The register's dates this function reads (the build has validated the whole file). */
type RegisterDates = {
  offers?: readonly { startsOn: string; endsOn: string }[]
  price?: { validUntil: string } | null
}

const dayBefore = (isoDay: string): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** Why the pages built yesterday are out of date today (YYYY-MM-DD in Toronto), or null. */
export const rebuildReason = (register: RegisterDates, today: string): string | null => {
  const yesterday = dayBefore(today)
  for (const offer of register.offers ?? []) {
    if (offer.startsOn === today) return `the offer starting on ${today} begins`
    if (offer.endsOn === yesterday)
      return `the offer that ended on ${yesterday} must leave the pages`
  }
  if (register.price?.validUntil === yesterday) {
    return `the price vouched for until ${yesterday} must leave the pages`
  }
  return null
}

export type RebuildDeps = {
  hookUrl: string | undefined
  readRegister: () => Promise<string>
  fetch: typeof fetch
  now: Date
  log: (line: string) => void
}

/** Reads the register, and calls the build hook when today's date changes what pages show. */
export const rebuildIfDue = async ({
  hookUrl,
  readRegister,
  fetch,
  now,
  log,
}: RebuildDeps): Promise<Response> => {
  const today = todayInOfferZone(now)
  const reason = rebuildReason((parse(await readRegister()) ?? {}) as RegisterDates, today)
  if (!reason) return new Response(`No rebuild due on ${today}.`)
  if (!hookUrl) {
    log(`Rebuild due on ${today} (${reason}), but BUILD_HOOK_URL is not set.`)
    return new Response("BUILD_HOOK_URL is not set.", { status: 500 })
  }
  const title = encodeURIComponent(`Scheduled rebuild: ${reason}`)
  const answer = await fetch(`${hookUrl}?trigger_title=${title}`, { method: "POST", body: "{}" })
  if (!answer.ok) {
    log(`Rebuild due on ${today} (${reason}): the build hook answered ${answer.status}.`)
    return new Response(`The build hook answered ${answer.status}.`, { status: 502 })
  }
  log(`Rebuild requested on ${today}: ${reason}.`)
  return new Response(`Rebuild requested: ${reason}.`)
}

export default (): Promise<Response> =>
  rebuildIfDue({
    hookUrl: process.env.BUILD_HOOK_URL,
    // netlify.toml's included_files puts the register in the bundle at its repository path, under
    // the function's root (Lambda's task root, also its working directory).
    readRegister: () =>
      readFile(path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), registerPath), "utf8"),
    fetch,
    now: new Date(),
    log: console.log,
  })

/** 10:15 UTC: 5:15 in Toronto in winter, 6:15 in summer, the morning after a day ends there. */
export const config: Config = { schedule: "15 10 * * *" }
