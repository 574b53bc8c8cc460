/**
 * Copy and content of the home page (spec §2 Home page). Sections map over these arrays.
 * Copy speaks of how skin looks and feels, never of treating skin or changing how the body works;
 * the routine, the safety answer and what to expect come from guidance.ts, as in every article.
 */
import { routine, safety } from "./guidance"
import { withStepLooks, type LedColor, type RoutineStep } from "./routine-looks"
import { brand, marketplace } from "./site"
import { businessCopy } from "./business-copy"
import { safetyNotesId } from "./routes"

export const hero = {
  title: "Red Light, EMS and Cooling in One Handheld Face Massager",
  description:
    "LumaSculpt brings four LED light modes, gentle EMS and cooling massage together in one device, designed for a calm daily routine that may leave your face feeling fresh and your skin looking more radiant.",
}

/** The buy button, the claim lines and the shipping answer: sentences over the owner's register. */
export { businessCopy } from "./business-copy"

export const carouselCopy = {
  /** The images are drawn stand-ins, not photographs, until real photography exists. */
  label: "LumaSculpt illustrations",
  /** What screen readers call the carousel and each slide (its ARIA role description). */
  carouselRole: "carousel",
  slideRole: "slide",
  previous: "Previous photo",
  next: "Next photo",
  pause: "Pause automatic slide show",
  play: "Start automatic slide show",
  dot: "Show photo {n}",
  slide: "{n} of {total}",
  openListing: "{alt} (opens Amazon.ca in a new tab)",
}

export const videoCopy = {
  /** A rendered animation, not footage of the device: the heading and names say so until real video exists. */
  heading: "How a Session Looks (Animation)",
  /** The animation shows every colour; a real session uses one mode (guidance.ts). */
  description:
    "This animation shows the head gliding along the jawline and cheeks, and each of the four LED colours in turn. It is a drawing, not footage of the device. In your own session, choose one mode and stay with it.",
  label:
    "Animation of a LumaSculpt session: the device gliding along the jawline while its LED head shows blue, green, orange and red light in turn",
  link: "Animation of a LumaSculpt session (opens Amazon.ca in a new tab)",
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
 * The spec's four modes (§2 "Text card describing 4 LED modes"), each line about how skin looks or
 * how the session feels, never a change in the skin. The spec's Green wording (oil balancing and
 * an absorption claim) and a firmness result for Blue are not used: docs/claims.md says why.
 */
export const ledModes: readonly LedMode[] = [
  {
    color: "blue",
    name: "Blue",
    benefit:
      "Firm feel: designed for a firm, fresh feel on your skin during the session, not a change in it. Medium or darker skin: read the safety notes before using Blue.",
  },
  {
    color: "green",
    name: "Green",
    benefit: "Matte look: designed for days when skin looks shiny.",
  },
  {
    color: "orange",
    name: "Orange",
    benefit: "Smoothness: designed for a smoother, more even look.",
  },
  {
    color: "red",
    name: "Red",
    benefit: "Radiant look: designed for a fresher, more glowing look.",
  },
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

/**
 * The spec's six topics, in its order, titled by how skin looks or how the massage feels: the
 * spec's titles (Anti-Aging Power, Wrinkle Reduction, Collagen Boost, Sculpt Jawline, Cooling
 * Therapy, Energizing Treatment) claim a change in the body (docs/claims.md).
 */
export const features: readonly Feature[] = [
  {
    icon: "sparkles",
    title: "Radiant-Looking Skin",
    description:
      "Red mode is designed for a fresher, more rested look, as one calm step in your skincare routine alongside daily sunscreen.",
  },
  {
    icon: "wave",
    title: "Softer-Looking Lines",
    description:
      "Light, slow upward strokes, designed to help fine lines and rough texture look softer. Results vary.",
  },
  {
    icon: "layers",
    title: "Plumper-Looking Skin",
    description:
      "Designed for skin that may look plumper and feel bouncier. Our blog explains what light studies did and did not show, and why none of them tested LumaSculpt.",
  },
  {
    icon: "jawline",
    title: "Defined-Looking Jawline",
    description:
      "Gentle EMS pulses along the jaw and cheeks as you massage, in a routine designed for a jawline that may look more defined. Results vary.",
  },
  {
    icon: "snowflake",
    title: "Cooling Massage",
    description:
      "A cool finish that feels soothing and may help a flushed or puffy morning face look calmer for a while.",
  },
  {
    icon: "bolt",
    title: "Refreshing Massage",
    description:
      "Massage and gentle EMS pulses designed to leave your face feeling fresh: a few minutes that may feel like a pick-me-up.",
  },
]

export type { RoutineIcon, RoutineStep } from "./routine-looks"

export const routineCopy = {
  heading: "Your 4-Step Glow Routine",
  intro: "Simple enough for busy mornings, relaxing enough for the end of the day.",
  tip: `Tip: ${routine.tip}`,
}

export const routineSteps: readonly RoutineStep[] = withStepLooks(routine.steps)

export type FaqItem = {
  readonly question: string
  readonly answer: string
  /** A link under the answer, to where the site says more. */
  readonly more?: { readonly text: string; readonly to: string }
}

export const faqCopy = {
  heading: "Frequently Asked Questions",
  productLink: "View Product Details on Amazon",
}

/**
 * The FAQ. `{shippingAnswer}` becomes the sentences that state the register's shipping facts
 * (businessCopy.shippingAnswer, filled in by src/lib/faq-items.ts).
 */
export const faqItems: readonly FaqItem[] = [
  {
    question: "How do I use LumaSculpt?",
    answer: `${routine.steps.map((step) => step.description).join(" ")} The instructions that come with the device show how to choose each mode.`,
  },
  {
    question: "Who should not use it?",
    answer: safety.faqAnswer,
    more: {
      text: "Read the full safety notes",
      to: `/blog/red-light-therapy-benefits-anti-aging/#${safetyNotesId}`,
    },
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
    question: businessCopy.shippingQuestion,
    answer: "{shippingAnswer}",
  },
  {
    question: "How do I care for the device?",
    answer: `After each session, wipe the gel off the head with a soft, damp cloth and let it dry before you put it away. For anything else, follow the instructions that come with LumaSculpt; the ${marketplace.name} listing shows what is in the box.`,
  },
]

/** The product images' order and alt text (a separate module: the carousel's own data). */
export { productImages } from "./product-images"

/** The Product structured data's name and description in this edition. */
export const productCopy: { readonly name: string; readonly description: string } = {
  name: brand.productName,
  description: brand.description,
}

export const homeSeo = {
  title: "LumaSculpt | Red Light Therapy Face Massager with EMS & Cooling in Canada",
  description:
    "Four LED modes, EMS and cooling massage in one device, designed for a radiant look and a fresh feel. Sold on Amazon.ca.",
}
