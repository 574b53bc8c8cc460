/**
 * A Netlify Scheduled Function: every night, shortly after midnight in Toronto, it reads
 * /build-facts.json from the live site, through the parser of the module that writes it
 * (src/business/node/build-facts.ts), and asks Netlify to rebuild when the day the pages go out of
 * date has come: an offer starts or has ended, the price is no longer vouched for, an article is
 * no longer New. Pages decide what to show at build time, so without this rebuild an ended offer
 * would stay in the HTML and the search data. The live facts only change when a new build is
 * published, so a missed night, a failed hook call or a failed build is caught the next night.
 * The build hook's URL comes from BUILD_HOOK_URL (docs/deploy.md).
 */
import type { Config } from "@netlify/functions"
import {
  buildFactsPath,
  parseBuildFacts,
  type BuildFacts,
} from "../../src/business/node/build-facts"
import { todayInOfferZone } from "../../src/business/days"

export type RebuildDeps = {
  /** The live site's address: Netlify sets URL for every function. */
  siteUrl: string | undefined
  hookUrl: string | undefined
  fetch: typeof fetch
  now: Date
  log: (line: string) => void
  timeoutMs?: number
}

/** Why the live pages are out of date on `today`, or null. */
export const rebuildReason = (
  { nextChange, changes }: BuildFacts,
  today: string,
): string | null => {
  if (nextChange === null || nextChange > today) return null
  const due = changes.filter((change) => change.on <= today).map((change) => change.reason)
  const what = due.length > 0 ? due.join("; ") : "the pages change"
  return `since ${nextChange}: ${what}`
}

/** Reads the live facts, and calls the build hook when their day has come. Never throws. */
export const rebuildIfDue = async ({
  siteUrl,
  hookUrl,
  fetch,
  now,
  log,
  timeoutMs = 10_000,
}: RebuildDeps): Promise<Response> => {
  const today = todayInOfferZone(now)
  const fail = (message: string, status = 502) => {
    log(`Scheduled rebuild on ${today}: ${message}`)
    return new Response(message, { status })
  }
  let facts: BuildFacts
  let factsUrl: string
  try {
    factsUrl = new URL(buildFactsPath, siteUrl).href
  } catch {
    return fail("URL (the live site's address) is not set", 500)
  }
  try {
    const answer = await fetch(factsUrl, { signal: AbortSignal.timeout(timeoutMs) })
    if (!answer.ok) {
      await answer.body?.cancel()
      return fail(`${factsUrl} answered ${answer.status}`)
    }
    facts = parseBuildFacts(await answer.json())
  } catch (error) {
    return fail(
      `could not read ${factsUrl} (${(error as Error).name}: ${(error as Error).message})`,
    )
  }
  const reason = rebuildReason(facts, today)
  if (!reason) return new Response(`No rebuild due on ${today}.`)
  let hook: URL
  try {
    hook = new URL(hookUrl ?? "")
  } catch {
    return fail(`a rebuild is due (${reason}), but BUILD_HOOK_URL is not set`, 500)
  }
  hook.searchParams.set("trigger_title", `Scheduled rebuild: ${reason}`)
  try {
    const answer = await fetch(hook, {
      method: "POST",
      body: "{}",
      signal: AbortSignal.timeout(timeoutMs),
    })
    await answer.body?.cancel()
    if (!answer.ok)
      return fail(`a rebuild is due (${reason}): the build hook answered ${answer.status}`)
  } catch (error) {
    // The error's name only: a parse error's message could quote the hook's secret URL.
    return fail(
      `a rebuild is due (${reason}): the build hook did not answer (${(error as Error).name})`,
    )
  }
  log(`Rebuild requested on ${today}: ${reason}.`)
  return new Response(`Rebuild requested: ${reason}.`)
}

export default (): Promise<Response> =>
  rebuildIfDue({
    siteUrl: process.env.URL,
    hookUrl: process.env.BUILD_HOOK_URL,
    fetch,
    now: new Date(),
    log: console.log,
  })

/** 05:10 UTC: 00:10 in Toronto in winter, 01:10 in summer, just after the day turns there. */
export const config: Config = { schedule: "10 5 * * *" }
