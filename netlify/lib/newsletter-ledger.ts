// The newsletter's own record, in Netlify Blobs (docs/newsletter.md, "The ledger"): what became of
// each verified submission, keyed by its Netlify id, and the confirmation emails sent to each
// address (by its keyed hash, never the address) and on each day. It is what makes the function,
// the daily retry and the replay agree: a submission the ledger holds as sent is never sent again,
// and one it holds as failed or deferred is tried again until it is sent or settled.
//
// Blobs has no counters or locks, but a write can be made to succeed only if the key is new
// (`onlyIfNew`). Every limit below is a set of such keys: an address's send on a given day, the
// n-th send of a day. Two runs racing for the same key cannot both win it.

import type { Store } from "@netlify/blobs"
import type { Outcome } from "./newsletter-forward"
import type { Edition } from "./newsletter-provider"

export type Status = "processing" | "sent" | "settled" | "deferred" | "failed"

export type Entry = {
  status: Status
  outcome?: Outcome
  detail?: string
  edition?: Edition
  address?: string
  submittedAt?: string
  firstSeen: string
  lastTried: string
  tries: number
}

export type Limits = {
  perAddressGapMs: number
  perAddressWindowMs: number
  perAddressInWindow: number
  perDay: number
}

const DAY_MS = 86_400_000

/** One confirmation email per address per 24 hours, three in 30 days; the daily cap is the owner's. */
export const defaultLimits: Limits = {
  perAddressGapMs: DAY_MS,
  perAddressWindowMs: 30 * DAY_MS,
  perAddressInWindow: 3,
  perDay: 200,
}

/** The variable that sets the daily cap on confirmation emails (docs/newsletter.md). */
export const dailyLimitVariable = "NEWSLETTER_DAILY_LIMIT"

/**
 * The limits, with the owner's daily cap when the environment sets a whole number.
 */
export const limitsFrom = (env: Record<string, string | undefined>): Limits => {
  const perDay = Number(env[dailyLimitVariable])
  return Number.isInteger(perDay) && perDay > 0 ? { ...defaultLimits, perDay } : defaultLimits
}

/** The store's name in Netlify Blobs (Netlify → the site → Blobs). */
export const ledgerStoreName = "newsletter-ledger"

/** Statuses the daily retry takes up again. */
export const openStatuses: readonly Status[] = ["failed", "deferred", "processing"]

const statuses: readonly Status[] = [...openStatuses, "sent", "settled"]

/**
 * A stored entry, or null for a missing blob. Only this module writes under `submissions/`; the
 * status check keeps anything else out.
 */
const entryOf = (value: unknown): Entry | null =>
  typeof value === "object" &&
  value !== null &&
  "status" in value &&
  statuses.some((status) => status === value.status)
    ? (value as Entry)
    : null

/** When a `sends/` blob says the email went, in ms, or NaN. */
const sentAt = (value: unknown): number =>
  typeof value === "object" && value !== null && "at" in value && typeof value.at === "string"
    ? Date.parse(value.at)
    : Number.NaN

/** A `processing` entry older than this was left by a run that stopped: the retry takes it. */
const STALE_PROCESSING_MS = 60 * 60 * 1000

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** @param hash addressHash's value, `addr:<hex>` */
const addressKey = (hash: string) => hash.replace(/^addr:/, "")

export const createLedger = ({
  store,
  limits = defaultLimits,
}: {
  store: Store
  limits?: Limits
}) => {
  const submissionKey = (id: string) => `submissions/${id}`

  const read = async (key: string): Promise<unknown> => store.get(key, { type: "json" })

  /** The confirmation emails sent to an address, newest first, as `{ day, at }`. */
  const sendsTo = async (hash: string) => {
    const { blobs } = await store.list({ prefix: `sends/${addressKey(hash)}/` })
    const days = blobs
      .map(({ key }) => key.slice(key.lastIndexOf("/") + 1))
      .sort()
      .reverse()
    const sends: { day: string; at: number }[] = []
    for (const day of days.slice(0, limits.perAddressInWindow + 1)) {
      const at = sentAt(await read(`sends/${addressKey(hash)}/${day}`))
      if (!Number.isNaN(at)) sends.push({ day, at })
    }
    return sends.sort((a, b) => b.at - a.at)
  }

  return {
    entry: async (id: string): Promise<Entry | null> => entryOf(await read(submissionKey(id))),

    /**
     * Takes a submission for this run, only if the ledger has never seen it.
     */
    async claim(id: string, entry: Entry) {
      const { modified } = await store.setJSON(submissionKey(id), entry, { onlyIfNew: true })
      return modified
    },

    async save(id: string, entry: Entry) {
      await store.setJSON(submissionKey(id), entry)
    },

    /**
     * Every entry the daily retry should take up again, oldest first.
     */
    async open(now: number): Promise<{ id: string; entry: Entry }[]> {
      const { blobs } = await store.list({ prefix: "submissions/" })
      const found: { id: string; entry: Entry }[] = []
      for (const { key } of blobs) {
        const entry = entryOf(await read(key))
        if (!entry || !openStatuses.includes(entry.status)) continue
        if (
          entry.status === "processing" &&
          now - Date.parse(entry.lastTried) < STALE_PROCESSING_MS
        )
          continue
        found.push({ id: key.slice("submissions/".length), entry })
      }
      return found.sort((a, b) => Date.parse(a.entry.firstSeen) - Date.parse(b.entry.firstSeen))
    },

    /**
     * Whether the address was sent a confirmation at or after this moment (a later signup's email
     * answers an earlier one too).
     */
    async sentSince(hash: string, since: number) {
      return (await sendsTo(hash)).some(({ at }) => at >= since)
    },

    /**
     * Books one confirmation email to this address now, within its limits, or says when the
     * limits next allow one.
     */
    async reserveAddress(
      hash: string,
      now: number,
    ): Promise<{ ok: true; day: string } | { ok: false; reason: string }> {
      const sends = await sendsTo(hash)
      const last = sends[0]
      if (last && now - last.at < limits.perAddressGapMs)
        return { ok: false, reason: "a confirmation went to this address less than 24 hours ago" }
      const inWindow = sends.filter(({ at }) => now - at < limits.perAddressWindowMs)
      if (inWindow.length >= limits.perAddressInWindow)
        return {
          ok: false,
          reason: `${inWindow.length} confirmations went to this address in the last 30 days`,
        }
      const day = utcDay(now)
      const { modified } = await store.setJSON(
        `sends/${addressKey(hash)}/${day}`,
        { at: new Date(now).toISOString() },
        { onlyIfNew: true },
      )
      return modified
        ? { ok: true, day }
        : { ok: false, reason: "a confirmation went to this address today" }
    },

    /** Gives back a booking whose email was certainly not sent. */
    async releaseAddress(hash: string, day: string) {
      await store.delete(`sends/${addressKey(hash)}/${day}`)
    },

    /**
     * Books one of the day's confirmation emails (UTC day), or says the day's cap is reached.
     *
     * @param id the submission it is for
     */
    async reserveDay(
      id: string,
      now: number,
    ): Promise<{ ok: true; key: string } | { ok: false; reason: string }> {
      const day = utcDay(now)
      const { blobs } = await store.list({ prefix: `daily/${day}/` })
      for (let slot = blobs.length; slot < limits.perDay; slot += 1) {
        const key = `daily/${day}/${String(slot).padStart(6, "0")}`
        const { modified } = await store.setJSON(key, { id }, { onlyIfNew: true })
        if (modified) return { ok: true, key }
      }
      return { ok: false, reason: `the day's ${limits.perDay} confirmation emails are all sent` }
    },

    async releaseDay(key: string) {
      await store.delete(key)
    },
  }
}

export type Ledger = ReturnType<typeof createLedger>
