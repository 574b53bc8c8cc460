/**
 * The safety page (/safety/), in English: its title and the headings around the safety list. The
 * list itself is the guidance copy (./guidance.ts), the same words every article's
 * <SafetyNotes /> and the home FAQ give. French: ./fr/safety.ts, typed against this.
 */
import { brand } from "./site"

export const safetyCopy = {
  title: `Safety Notes | ${brand.name}`,
  description: `Who should not use ${brand.name}, who should ask a doctor first, what to do in every session and when to stop.`,
  heading: `${brand.name} Safety Notes`,
  intro: `Read this before your first session, and keep the instructions that come with your device. Every article on this site carries the same notes.`,
  /** One heading over each group of guidance.ts's safety list, in its order. */
  groups: {
    notForYou: "Who should not use it",
    askFirst: "Ask first",
    everySession: "In every session",
    whenToStop: "When to stop",
  },
}

export type SafetyCopy = typeof safetyCopy
