/** Copy and content of the home page (spec §2 Home page). Sections map over these arrays. */
import { claims, marketplace } from "./site"

export const hero = {
  title: "Sculpt, Lift and Glow with Red Light, EMS and Cooling",
  description:
    "LumaSculpt brings four LED light modes, gentle EMS microcurrent and a cooling massage head together in one handheld device, so your daily skincare routine can leave skin looking firmer, smoother and more radiant.",
  ctaLong: "Buy Now on Amazon.ca - Limited Time Offer",
  ctaShort: "Buy Now on Amazon.ca",
  trust: `Trusted by ${claims.customers} customers worldwide`,
  availability: `Now Available in Canada • Free shipping • ${claims.moneyBackDays}-day money back guarantee`,
} as const

/** The Amazon.ca rating shown under the buy button (the figures are claims.rating in site.ts). */
export const ratingCopy = {
  summary: (value: number, best: number, count: number) =>
    `Rated ${value} out of ${best} from ${count} reviews on ${marketplace.name}`,
} as const

export const carouselCopy = {
  label: "LumaSculpt product photos",
  previous: "Previous photo",
  next: "Next photo",
  pause: "Pause automatic slide show",
  play: "Start automatic slide show",
  dot: (n: number) => `Show photo ${n}`,
  slide: (n: number, total: number) => `${n} of ${total}`,
  openListing: (alt: string) => `${alt} (opens Amazon.ca in a new tab)`,
} as const

export const videoCopy = {
  heading: "See LumaSculpt in Action",
  description:
    "A 10-minute session glides the LED head along the jawline and cheeks while the light cycles through its four modes.",
  label:
    "LumaSculpt demo video: the device gliding along the jawline while its LED head cycles through blue, green, orange and red light",
  link: "Watch LumaSculpt in action (opens Amazon.ca in a new tab)",
  loading: "Loading video…",
  pause: "Pause video",
  play: "Play video",
  src: "/media/demo.mp4",
  poster: "/media/demo-poster.jpg",
  width: 540,
  height: 960,
} as const

export type LedColor = "blue" | "green" | "orange" | "red"

export type LedMode = {
  readonly color: LedColor
  readonly name: string
  readonly benefit: string
}

export const ledModesCopy = {
  heading: "Four LED Modes, One Device",
  intro:
    "Choose the light that suits your skin today. Each mode pairs with gentle vibration for a relaxing massage.",
} as const

export const ledModes: readonly LedMode[] = [
  { color: "blue", name: "Blue", benefit: "Helps skin look and feel firmer." },
  {
    color: "green",
    name: "Green",
    benefit: "Helps balance oils and supports the absorption of your serums and nutrients.",
  },
  { color: "orange", name: "Orange", benefit: "Leaves skin looking smoother and more even." },
  { color: "red", name: "Red", benefit: "Brings out a radiant, healthy-looking glow." },
]

export type FeatureIcon = "sparkles" | "wave" | "layers" | "jawline" | "snowflake" | "bolt"

export type Feature = {
  readonly icon: FeatureIcon
  readonly title: string
  readonly description: string
}

export const featuresCopy = {
  heading: "Why Skincare Lovers Choose LumaSculpt",
  intro: "Three technologies in one ergonomic massager, designed for a few calm minutes a day.",
} as const

export const features: readonly Feature[] = [
  {
    icon: "sparkles",
    title: "Anti-Aging Power",
    description:
      "Red light sessions help skin look more youthful, with a softer appearance of fine lines over time.",
  },
  {
    icon: "wave",
    title: "Wrinkle Reduction",
    description:
      "Gentle light and massage work together to visibly smooth the look of wrinkles and texture.",
  },
  {
    icon: "layers",
    title: "Collagen Boost",
    description:
      "Regular use supports skin's natural collagen for a plumper, bouncier-looking complexion.",
  },
  {
    icon: "jawline",
    title: "Sculpt Jawline",
    description:
      "EMS microcurrent gently tones facial muscles for a more defined-looking jawline and cheeks.",
  },
  {
    icon: "snowflake",
    title: "Cooling Therapy",
    description:
      "The cooling head calms the look of redness and morning puffiness after every session.",
  },
  {
    icon: "bolt",
    title: "Energizing Treatment",
    description:
      "Vibration massage wakes up tired-looking skin and leaves your face feeling refreshed.",
  },
]

export type RoutineIcon = "droplet" | "device" | "snowflake" | "sun"

export type RoutineStep = {
  readonly number: string
  readonly icon: RoutineIcon
  readonly title: string
  readonly description: string
  readonly color: LedColor
}

export const routineCopy = {
  heading: "Your 4-Step Glow Routine",
  intro: "Simple enough for busy mornings, relaxing enough for the end of the day.",
  tip: `Tip: use LumaSculpt for ${claims.routineMinutes} minutes daily for the best-looking results.`,
} as const

export const routineSteps: readonly RoutineStep[] = [
  {
    number: "01",
    icon: "droplet",
    title: "Cleanse",
    description: "Start with clean, dry skin so the light and microcurrent reach it evenly.",
    color: "blue",
  },
  {
    number: "02",
    icon: "device",
    title: "Apply Device",
    description:
      "Apply a water-based gel or serum, choose a mode and glide upward and outward for a few minutes per area.",
    color: "green",
  },
  {
    number: "03",
    icon: "snowflake",
    title: "Cool & Soothe",
    description: "Switch to the cooling head to calm the skin and refine the look of pores.",
    color: "orange",
  },
  {
    number: "04",
    icon: "sun",
    title: "Glow",
    description: "Finish with your moisturiser and sunscreen, and enjoy a fresh, radiant look.",
    color: "red",
  },
]

export type FaqItem = { readonly question: string; readonly answer: string }

export const faqCopy = {
  heading: "Frequently Asked Questions",
  productLink: "View Product Details on Amazon",
} as const

export const faqItems: readonly FaqItem[] = [
  {
    question: "How do I use LumaSculpt?",
    answer:
      "Cleanse your face, apply a thin layer of water-based gel or serum, choose an LED mode and glide the head slowly upward and outward over each area. Finish with the cooling head, then moisturise. The device switches itself off at the end of each session.",
  },
  {
    question: "Who should not use it?",
    answer:
      "Do not use LumaSculpt if you are pregnant, have a pacemaker or other implanted electronic device, are sensitive to light or take photosensitising medication, have epilepsy, or have an active skin condition, open wound or infection on the area. If you are unsure, ask your doctor or dermatologist first.",
  },
  {
    question: "How often should I use it?",
    answer: `Use it for ${claims.routineMinutes} minutes a day, once daily. More is not better: consistent, gentle sessions are what count.`,
  },
  {
    question: "When will I see results?",
    answer:
      "Many people notice a refreshed, more radiant look right after a session. Changes in firmness and the look of fine lines build gradually, so give your routine four to eight weeks of daily use. Results vary from person to person.",
  },
  {
    question: "How do shipping and returns work in Canada?",
    answer: `LumaSculpt ships free across Canada through Amazon.ca. If it is not right for you, you can return it within ${claims.moneyBackDays} days for your money back under our money-back guarantee.`,
  },
  {
    question: "How do I charge and care for the device?",
    answer:
      "Charge it with the included USB-C cable until the indicator light turns solid. After each use, wipe the head with a soft, damp cloth and let it dry; do not immerse it in water. Store it in its pouch away from heat and direct sunlight.",
  },
]

export const homeSeo = {
  title: "LumaSculpt | Red Light Therapy Face Massager with EMS & Cooling in Canada",
  description:
    "Red light therapy, EMS microcurrent and cooling massage in one device for firmer, radiant-looking skin. Free shipping in Canada, 30-day money-back guarantee.",
} as const
