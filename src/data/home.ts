/**
 * Copy and content of the home page (spec §2 Home page). Sections map over these arrays.
 * Copy speaks of how skin looks and feels, never of treating skin or changing how the body works;
 * the routine, the safety answer and what to expect come from guidance.ts, as in every article.
 */
import { routine, safety } from "./guidance"
import { withStepLooks, type LedColor, type RoutineStep } from "./routine-looks"
import { brand, claims, marketplace } from "./site"
import { formatCount } from "../lib/format"

export const hero = {
  title: "Red Light, EMS and Cooling in One Handheld Face Massager",
  description:
    "LumaSculpt brings four LED light modes, gentle EMS and cooling massage together in one device, designed for a calm daily routine that leaves your face feeling fresh and your skin looking radiant.",
  ctaLong: "Buy Now on Amazon.ca - Limited Time Offer",
  ctaShort: "Buy Now on Amazon.ca",
  trust: `Trusted by ${formatCount(claims.customers, "en")}+ customers worldwide`,
  availability: `Now Available in Canada • Free shipping • ${claims.moneyBackDays}-day money back guarantee`,
}

/** The Amazon.ca rating shown under the buy button (the figures are claims.rating in site.ts). */
export const ratingCopy = {
  summary: (value: number, best: number, count: number) =>
    `Rated ${value} out of ${best} from ${count} reviews on ${marketplace.name}`,
}

export const carouselCopy = {
  label: "LumaSculpt product photos",
  /** What screen readers call the carousel and each slide (its ARIA role description). */
  carouselRole: "carousel",
  slideRole: "slide",
  previous: "Previous photo",
  next: "Next photo",
  pause: "Pause automatic slide show",
  play: "Start automatic slide show",
  dot: (n: number) => `Show photo ${n}`,
  slide: (n: number, total: number) => `${n} of ${total}`,
  openListing: (alt: string) => `${alt} (opens Amazon.ca in a new tab)`,
}

export const videoCopy = {
  heading: "See LumaSculpt in Action",
  /** The demo shows every colour; a real session uses one mode (guidance.ts). */
  description:
    "The demo shows the head gliding along the jawline and cheeks, and each of the four LED colours in turn. In your own session, choose one mode and stay with it.",
  label:
    "LumaSculpt demo video: the device gliding along the jawline while its LED head shows blue, green, orange and red light in turn",
  link: "Watch LumaSculpt in action (opens Amazon.ca in a new tab)",
  loading: "Loading video…",
  pause: "Pause video",
  play: "Play video",
}

export type { LedColor } from "./routine-looks"

export type LedMode = {
  readonly color: LedColor
  readonly name: string
  readonly benefit: string
}

export const ledModesCopy = {
  heading: "Four LED Modes, One Device",
  intro:
    "Choose one light per session. Each mode is designed around how skin looks and feels, not as a treatment.",
}

/**
 * The spec fixes each mode's focus (§2 "Text card describing 4 LED modes"), so each line starts
 * with the spec's words, then says what the mode is designed for. Green's spec wording is allowed
 * on this card only: the copy linter rejects it anywhere else (see the exemption below).
 */
export const ledModes: readonly LedMode[] = [
  { color: "blue", name: "Blue", benefit: "Firmness: designed for skin that feels firmer." },
  {
    color: "green",
    name: "Green",
    // cspell:disable-next-line -- spec §2 fixes this LED card's wording; nowhere else (README).
    benefit: "Balancing oils, nutrient absorption: designed for days when skin looks shiny.",
  },
  {
    color: "orange",
    name: "Orange",
    benefit: "Smoothness: designed for a smoother, more even look.",
  },
  { color: "red", name: "Red", benefit: "Radiant look: designed for a fresh, glowing complexion." },
]

export type FeatureIcon = "sparkles" | "wave" | "layers" | "jawline" | "snowflake" | "bolt"

export type Feature = {
  readonly icon: FeatureIcon
  readonly title: string
  readonly description: string
}

export const featuresCopy = {
  heading: "Why Skincare Lovers Choose LumaSculpt",
  intro: "Three technologies in one handheld massager, designed for a few calm minutes a day.",
}

export const features: readonly Feature[] = [
  {
    icon: "sparkles",
    title: "Anti-Aging Power",
    description:
      "Red mode is designed for a fresher, more rested look, as one calm step in your anti-aging routine alongside sunscreen.",
  },
  {
    icon: "wave",
    title: "Wrinkle Reduction",
    description:
      "Light and slow upward massage strokes, designed to soften the look of fine lines and rough texture.",
  },
  {
    icon: "layers",
    title: "Collagen Boost",
    description:
      "Designed for skin that looks plumper and feels bouncier. Our blog explains what research on light and collagen does and does not show.",
  },
  {
    icon: "jawline",
    title: "Sculpt Jawline",
    description:
      "Gentle EMS pulses along the jaw and cheeks as you massage, in a routine designed around a more defined-looking jawline.",
  },
  {
    icon: "snowflake",
    title: "Cooling Therapy",
    description:
      "A cool finish that feels soothing and can make a flushed or puffy morning face look calmer for a while.",
  },
  {
    icon: "bolt",
    title: "Energizing Treatment",
    description:
      "Massage and gentle EMS pulses leave your face feeling awake and refreshed: a few minutes that feel like a pick-me-up.",
  },
]

export type { RoutineIcon, RoutineStep } from "./routine-looks"

export const routineCopy = {
  heading: "Your 4-Step Glow Routine",
  intro: "Simple enough for busy mornings, relaxing enough for the end of the day.",
  tip: `Tip: ${routine.tip}`,
}

export const routineSteps: readonly RoutineStep[] = withStepLooks(routine.steps)

export type FaqItem = { readonly question: string; readonly answer: string }

export const faqCopy = {
  heading: "Frequently Asked Questions",
  productLink: "View Product Details on Amazon",
}

export const faqItems: readonly FaqItem[] = [
  {
    question: "How do I use LumaSculpt?",
    answer: `${routine.steps.map((step) => step.description).join(" ")} The instructions that come with the device show how to choose each mode.`,
  },
  {
    question: "Who should not use it?",
    answer: safety.faqAnswer,
  },
  {
    question: "How often should I use it?",
    answer: `${routine.tip} ${routine.oneMode} ${routine.pace}`,
  },
  {
    question: "When will I see results?",
    answer: routine.expectations,
  },
  {
    question: "How do shipping and returns work in Canada?",
    answer: `Shipping is free in Canada, and LumaSculpt comes with a ${claims.moneyBackDays}-day money back guarantee. Delivery options, delivery times and how to return it are set out on the ${marketplace.name} listing: check them there before you order.`,
  },
  {
    question: "How do I charge and care for the device?",
    answer: `The instructions that come with LumaSculpt explain how to charge it, and the ${marketplace.name} listing shows what is in the box. After each session, wipe the gel off the head with a soft, damp cloth and let it dry before you put it away.`,
  },
]

/** The product photos' order and alt text (a separate module: the carousel's own data). */
export { productImages } from "./product-images"

/** The Product structured data's name and description in this edition. */
export const productCopy: { readonly name: string; readonly description: string } = {
  name: brand.productName,
  description: brand.description,
}

export const homeSeo = {
  title: "LumaSculpt | Red Light Therapy Face Massager with EMS & Cooling in Canada",
  description:
    "Four LED modes, EMS and cooling massage in one device, designed for a radiant look and a fresh feel. Free shipping in Canada, 30-day money-back guarantee.",
}
