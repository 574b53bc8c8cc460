// The newsletter's own record, in Netlify Blobs (docs/newsletter.md, "The ledger"): what became of
// each verified submission, keyed by its Netlify id, and the confirmation emails sent to each
// address (by its keyed hash, never the address) and on each day. It is what makes the function,
// the daily retry and the replay agree: a submission the ledger holds as sent is never sent again,
// and one it holds as failed or deferred is tried again until it is sent or settled.
//
// Blobs has no counters or locks, but a write can be made to succeed only if the key is new
// (`onlyIfNew`). Every limit below is a set of such keys: an address's send on a given day, the
// n-th send of a day. Two runs racing for the same key cannot both win it.

/**
 * @typedef {import("@netlify/blobs").Store} Store
 * @typedef {import("./newsletter-forward.mjs").Outcome} Outcome
 * @typedef {import("./newsletter-editions.mjs").Edition} Edition
 * What the ledger holds of a submission:
 *   processing  being forwarded now (or a run stopped mid-way: the retry takes it after an hour)
 *   sent        the provider is emailing the confirmation: never sent again
 *   settled     nothing to send (confirmed already, unsubscribed, invalid, not a signup)
 *   deferred    over a sending limit: the daily retry sends it once the limit allows
 *   failed      the provider or Netlify's API failed: the daily retry tries again
 * @typedef {"processing" | "sent" | "settled" | "deferred" | "failed"} Status
 * @typedef {{
 *   status: Status,
 *   outcome?: Outcome,
 *   detail?: string,
 *   edition?: Edition,
 *   address?: string,
 *   submittedAt?: string,
 *   firstSeen: string,
 *   lastTried: string,
 *   tries: number,
 * }} Entry
 * @typedef {{ perAddressGapMs: number, perAddressWindowMs: number, perAddressInWindow: number, perDay: number }} Limits
 */

const DAY_MS = 86_400_000

/** One confirmation email per address per 24 hours, three in 30 days; the daily cap is the owner's. */
export const defaultLimits = /** @type {Limits} */ ({
  perAddressGapMs: DAY_MS,
  perAddressWindowMs: 30 * DAY_MS,
  perAddressInWindow: 3,
  perDay: 200,
})

/** The variable that sets the daily cap on confirmation emails (docs/newsletter.md). */
export const dailyLimitVariable = "NEWSLETTER_DAILY_LIMIT"

/**
 * The limits, with the owner's daily cap when the environment sets a whole number.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {Limits}
 */
export const limitsFrom = (env) => {
  const perDay = Number(env[dailyLimitVariable])
  return Number.isInteger(perDay) && perDay > 0 ? { ...defaultLimits, perDay } : defaultLimits
}

/** The store's name in Netlify Blobs (Netlify → the site → Blobs). */
export const ledgerStoreName = "newsletter-ledger"

/** Statuses the daily retry takes up again. */
export const openStatuses = /** @type {readonly Status[]} */ (["failed", "deferred", "processing"])

/** A `processing` entry older than this was left by a run that stopped: the retry takes it. */
const STALE_PROCESSING_MS = 60 * 60 * 1000

/** @param {number} ms */
const utcDay = (ms) => new Date(ms).toISOString().slice(0, 10)

/** @param {string} hash addressHash's value, `addr:<hex>` */
const addressKey = (hash) => hash.replace(/^addr:/, "")

/**
 * @param {{ store: Store, limits?: Limits }} options
 */
export const createLedger = ({ store, limits = defaultLimits }) => {
  /** @param {string} id */
  const submissionKey = (id) => `submissions/${id}`

  /**
   * @param {string} key
   * @returns {Promise<any>}
   */
  const read = (key) => store.get(key, { type: "json" })

  /** The confirmation emails sent to an address, newest first, as `{ day, at }`. */
  /** @param {string} hash */
  const sendsTo = async (hash) => {
    const { blobs } = await store.list({ prefix: `sends/${addressKey(hash)}/` })
    const days = blobs
      .map(({ key }) => key.slice(key.lastIndexOf("/") + 1))
      .sort()
      .reverse()
    /** @type {{ day: string, at: number }[]} */
    const sends = []
    for (const day of days.slice(0, limits.perAddressInWindow + 1)) {
      const value = await read(`sends/${addressKey(hash)}/${day}`)
      const at = Date.parse(value?.at ?? "")
      if (!Number.isNaN(at)) sends.push({ day, at })
    }
    return sends.sort((a, b) => b.at - a.at)
  }

  return {
    /**
     * @param {string} id
     * @returns {Promise<Entry | null>}
     */
    entry: (id) => read(submissionKey(id)),

    /**
     * Takes a submission for this run, only if the ledger has never seen it.
     *
     * @param {string} id
     * @param {Entry} entry
     */
    async claim(id, entry) {
      const { modified } = await store.setJSON(submissionKey(id), entry, { onlyIfNew: true })
      return modified
    },

    /** @param {string} id @param {Entry} entry */
    async save(id, entry) {
      await store.setJSON(submissionKey(id), entry)
    },

    /**
     * Every entry the daily retry should take up again, oldest first.
     *
     * @param {number} now
     * @returns {Promise<{ id: string, entry: Entry }[]>}
     */
    async open(now) {
      const { blobs } = await store.list({ prefix: "submissions/" })
      /** @type {{ id: string, entry: Entry }[]} */
      const found = []
      for (const { key } of blobs) {
        /** @type {Entry | null} */
        const entry = await read(key)
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
     *
     * @param {string} hash
     * @param {number} since
     */
    async sentSince(hash, since) {
      return (await sendsTo(hash)).some(({ at }) => at >= since)
    },

    /**
     * Books one confirmation email to this address now, within its limits, or says when the
     * limits next allow one.
     *
     * @param {string} hash
     * @param {number} now
     * @returns {Promise<{ ok: true, day: string } | { ok: false, reason: string }>}
     */
    async reserveAddress(hash, now) {
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
    /** @param {string} hash @param {string} day */
    async releaseAddress(hash, day) {
      await store.delete(`sends/${addressKey(hash)}/${day}`)
    },

    /**
     * Books one of the day's confirmation emails (UTC day), or says the day's cap is reached.
     *
     * @param {string} id the submission it is for
     * @param {number} now
     * @returns {Promise<{ ok: true, key: string } | { ok: false, reason: string }>}
     */
    async reserveDay(id, now) {
      const day = utcDay(now)
      const { blobs } = await store.list({ prefix: `daily/${day}/` })
      for (let slot = blobs.length; slot < limits.perDay; slot += 1) {
        const key = `daily/${day}/${String(slot).padStart(6, "0")}`
        const { modified } = await store.setJSON(key, { id }, { onlyIfNew: true })
        if (modified) return { ok: true, key }
      }
      return { ok: false, reason: `the day's ${limits.perDay} confirmation emails are all sent` }
    },

    /** @param {string} key */
    async releaseDay(key) {
      await store.delete(key)
    },
  }
}

/** @typedef {ReturnType<typeof createLedger>} Ledger */
