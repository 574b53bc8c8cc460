/**
 * Copy and content of the home page (its fixed parts: docs/spec.md). Sections map over these.
 * Copy speaks of how skin looks and feels, never of treating skin or changing how the body works;
 * the routine, the safety answer and what to expect come from guidance.ts, as in every article.
 * Headings and bold labels name features and sensations, not results: no test of LumaSculpt
 * exists (docs/claims.md).
 */
import { routine, safety } from "./guidance"
import { withIconsAndColors, type LedColor, type RoutineStep } from "./routine-icons"
import { brand, marketplace } from "./site"
import { businessCopy } from "./business-copy"
import { localizedRoutes, safetyIds } from "./routes"
import { layoutCopy } from "./ui"

export const hero = {
  /** The short line above the headline. */
  eyebrow: "A 10–15 minute glow routine at home",
  /** What it is, in about eight words: a buyer decides on the first screen. */
  title: "Red light, EMS and cooling in one face massager",
  description:
    "Four LED modes, gentle electrical muscle stimulation (EMS) pulses and a cool finish: a calm routine designed to leave your face feeling fresh.",
}

export const carouselCopy = {
  /**
   * The carousel's name, by how many of its images the build found still drawn stand-ins
   * (File.standIn, as the caption under it): all, some or none.
   */
  label: {
    all: "LumaSculpt illustrations",
    some: "LumaSculpt photos and illustrations",
    none: "LumaSculpt photos",
  },
  /** What screen readers call the carousel and each slide (its ARIA role description). */
  carouselRole: "carousel",
  slideRole: "slide",
  previous: "Previous image",
  next: "Next image",
  pause: "Pause automatic slide show",
  play: "Start automatic slide show",
  dot: "Show image {n}",
  slide: "{n} of {total}",
  /**
   * Each image's link: its name says where it goes; the image inside keeps its own alt text
   * (a template: `{alt}` would put the image's alt text in, which buried the link's purpose).
   */
  openListing: `View ${brand.name} on ${marketplace.name} ${layoutCopy.newTab}`,
}

/** The words of the video that change with what it is: `standIn` for the drawn animation. */
export type VideoWords = {
  readonly heading: string
  readonly description: string
  /** The video's accessible name. */
  readonly label: string
}

export const videoCopy = {
  /**
   * While the video is the rendered animation (the build's stand-in gate,
   * src/node/stand-in-media.ts), its heading and names say it is a drawing. The animation shows every colour; a real session
   * uses one mode (guidance.ts).
   */
  standIn: {
    heading: "How a Session Looks (Animation)",
    description:
      "This animation shows the head gliding along the cheeks just above the jawline, and each of the four LED colours in turn. It is a drawing, not footage of the device. In your own session, choose one mode and stay with it.",
    label:
      "Animation of a LumaSculpt session: the device gliding along the cheek above the jawline while its LED head shows blue, green, orange and red light in turn",
  } satisfies VideoWords,
  /**
   * Once the owner's footage replaces it: the same advice, with no word of a drawing. It names only
   * what the footage must show (docs/media.md), not its length or its colours.
   */
  footage: {
    heading: "Watch a Session",
    description:
      "Slow upward passes along the cheeks, just above the jawline. In your own session, choose one LED mode and stay with it.",
    label: "Video of a LumaSculpt session: slow upward passes along the cheek, above the jawline",
  } satisfies VideoWords,
  /** The link around the animation; the video keeps its own label. */
  link: `View ${brand.name} on ${marketplace.name} ${layoutCopy.newTab}`,
  loading: "Loading video…",
  pause: "Pause video",
  play: "Play video",
}

export type { LedColor } from "./routine-icons"

/** A link inside a line of copy: the words before it, then the link's own words. */
export type InlineLink = {
  readonly before: string
  readonly text: string
  readonly to: string
}

export type LedMode = {
  readonly color: LedColor
  readonly name: string
  readonly benefit: string
  /** A caution after the benefit, pointing to where the safety notes say more. */
  readonly caution?: InlineLink
}

export const ledModesCopy = {
  heading: "Four LED Modes, One Device",
  intro:
    "Pick one colour per session, and switch from one day to the next if you like. New to LED light? Start with Red.",
}

/**
 * The four LED modes: each line says what the light is like, then what it is designed for, never a
 * change in the skin. The original brief's Green wording (oil
 * balancing and an absorption claim) and a firmness result for Blue are not used: docs/claims.md
 * says why. Blue's caution links to the safety notes of the LED colours article.
 */
export const ledModes: readonly LedMode[] = [
  {
    color: "blue",
    name: "Blue",
    benefit: "Cool-toned light for a crisp, fresh-feeling session.",
    caution: {
      before: "Medium or darker skin:",
      text: "read the safety notes before using Blue",
      to: `${localizedRoutes.en.safety}#${safetyIds.blueLight.en}`,
    },
  },
  {
    color: "green",
    name: "Green",
    benefit: "A soft green light for days when skin looks shiny.",
  },
  {
    color: "orange",
    name: "Orange",
    benefit: "A warm amber light, designed for a smoother, more even look.",
  },
  {
    color: "red",
    name: "Red",
    benefit: "Deep red light, designed for a fresher, more radiant look.",
  },
]

export type FeatureIcon = "sparkles" | "wave" | "layers" | "jawline" | "snowflake" | "bolt"

export type Feature = {
  readonly icon: FeatureIcon
  readonly title: string
  readonly description: string
  /** A link under the description, to where the site says more (as FAQ items have). */
  readonly more?: { readonly text: string; readonly to: string }
}

export const featuresCopy = {
  heading: "What's in Every Session",
  /** The minutes and "one device" are in the hero and the routine: not repeated here. */
  intro:
    "LED light, gentle EMS pulses and a cool finish: here is how each part of a session feels.",
}

/**
 * The brief's six topics, in its order, titled by a feature or a sensation: six titles, no word in
 * two of them, so a visitor who reads only the titles meets six reasons. The brief's titles
 * (Anti-Aging Power, Wrinkle Reduction, Collagen Boost, Sculpt Jawline, Cooling Therapy,
 * Energizing Treatment) claim a change in the body, and result titles ("Plumper-Looking Skin")
 * need a test of LumaSculpt that does not exist (docs/claims.md). The collagen topic has no honest
 * feature of its own, so its card sells what the device is: three tools in one.
 */
export const features: readonly Feature[] = [
  {
    icon: "sparkles",
    title: "Red Light Mode",
    description:
      "Start with Red, designed for a fresher, more rested look, or pick one of the three other colours. A calm step in your skincare routine, alongside daily sunscreen.",
  },
  {
    icon: "wave",
    title: "Smoothing Upward Glide",
    description:
      "Light upward passes over a thin layer of gel, with Orange or Red light, designed for skin that looks and feels smoother.",
  },
  {
    icon: "layers",
    title: "Three Tools, One Routine",
    description:
      "LED light, gentle EMS pulses and a cooling finish in one handheld device: one thing on your shelf, and one short routine to remember.",
  },
  {
    icon: "jawline",
    title: "Gentle EMS Along the Jaw",
    description:
      "Slow passes along the jawbone with gentle EMS pulses you feel as a light tapping.",
    more: {
      text: "How to use EMS along the jaw",
      to: "/blog/ems-facial-technology-jawline-sculpting/",
    },
  },
  {
    icon: "snowflake",
    title: "Cool-Touch Finish",
    description:
      "A cool finish that feels soothing and may help a flushed or puffy morning face look calmer for a while.",
  },
  {
    icon: "bolt",
    title: "Morning Pick-Me-Up",
    description:
      "Gentle EMS pulses and a cool finish: a few minutes that can feel like a wake-up call for your face at the start of the day.",
  },
]

export type { RoutineIcon, RoutineStep } from "./routine-icons"

export const routineCopy = {
  heading: "Your 4-Step Glow Routine",
  intro: "Simple enough for busy mornings, relaxing enough for the end of the day.",
  tip: `Tip: ${routine.tip}`,
  /** Above the second buy button, after the steps. */
  buyLead: "Ready to start your own routine?",
}

export const routineSteps: readonly RoutineStep[] = withIconsAndColors(routine.steps)

export type FaqItem = {
  readonly question: string
  /** The answer, or its opening sentence when `points` follow. */
  readonly answer: string
  /** Cases or steps, one a bullet, each a whole sentence: a list the visitor can scan. */
  readonly points?: readonly string[]
  /** A link under the answer, to where the site says more. */
  readonly more?: { readonly text: string; readonly to: string }
}

export const faqCopy = {
  heading: "Frequently Asked Questions",
  productLink: `View Product Details on ${marketplace.name}`,
}

/**
 * Six questions, the ones a buyer asks before ordering. The first asks how the EMS
 * feels (asking whether it hurts would plant the fear it answers); who should not use it comes
 * second. `{shippingAnswer}` becomes the sentences that state the register's shipping facts
 * (businessCopy.shippingAnswer, filled in by src/lib/faq-items.ts). How to use the device is the
 * routine section just above.
 */
export const faqItems: readonly FaqItem[] = [
  {
    question: "What does the EMS feel like?",
    answer:
      "A light tapping where the head touches your skin; it should never sting, burn or hurt. Glide the head over a thin layer of clear, water-based gel so it feels even, and keep it on your face, never on your neck or throat. If a pass stings, stop.",
    more: {
      text: "Read our guide to facial EMS",
      to: "/blog/ems-facial-technology-jawline-sculpting/",
    },
  },
  {
    question: "Who should not use it?",
    answer: safety.faq.intro,
    points: safety.faq.points,
    more: {
      text: "Read the full safety notes",
      to: localizedRoutes.en.safety,
    },
  },
  {
    question: businessCopy.shippingQuestion,
    answer: "{shippingAnswer}",
  },
  {
    question: "How often should I use it?",
    answer: `${routine.tip} ${routine.oneMode} ${routine.steady}`,
  },
  {
    question: "Can I use it with my skincare?",
    answer: "Yes. Here is the order to follow before and after a session.",
    points: [
      "Before: cleanse, so nothing on your skin blocks the light, then smooth on a thin layer of clear, water-based gel.",
      "After: wipe off the gel, then go on with your usual steps (serum, retinoid in the evening, moisturizer, and sunscreen in the morning).",
      "Using a retinoid or an exfoliating acid? Start with shorter sessions every other day for the first two weeks.",
      "Exfoliating acids and peels: keep them to evenings without a session.",
    ],
    more: {
      text: "How to fit a device around retinoids and acids",
      to: "/blog/wrinkle-reduction-pore-minimizing-techniques/",
    },
  },
  {
    question: "When will I notice a difference?",
    answer: routine.expectations,
  },
]

/** The product images' order and alt text, and the caption while any is a stand-in (a separate
 * module: the carousel's own data). */
export { illustrationNote, productImages } from "./product-images"

/** The Product structured data's name and description in this edition. */
export const productCopy: { readonly name: string; readonly description: string } = {
  name: brand.productName,
  description: brand.description,
}

export const homeSeo = {
  title: "LumaSculpt | Red Light, EMS & Cooling Face Massager | Canada",
  description:
    "A calm 10–15 minute face routine at home: four LED light modes, gentle EMS and a cooling massage in one handheld device. Sold on Amazon.ca.",
}
