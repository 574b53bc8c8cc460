/**
 * How to use LumaSculpt and who should not: the one source of truth for the routine, the safety
 * list and the study caveat. The home page (routine cards, FAQ) and every article (the MDX
 * shortcodes <RoutineSteps />, <SafetyNotes />, <StudyCaveat />) read from here, so the advice
 * cannot drift apart again. Change the advice here, never in an article.
 *
 * Product facts nobody has confirmed (charging, timers, what is in the box, wavelengths, output)
 * do not belong here: copy that needs one points to the listing or to the device's instructions.
 */
import { claims } from "./site"
import { safetyIds } from "./routes"

/** A step of the routine. Four, numbered 01 to 04 (docs/spec.md). */
export type GuidanceStep = {
  readonly number: string
  readonly title: string
  readonly description: string
}

/** "10-15" → "10–15": a range of numbers takes an en dash where readers see it. */
const routineMinutes = claims.routineMinutes.replace("-", "–")

const steady = "More is not better: short, regular sessions are easier to keep up than long ones."

export const routine = {
  steps: [
    {
      number: "01",
      title: "Cleanse",
      description:
        "Wash off makeup, sunscreen and oil, then pat your face dry, so nothing on the skin blocks the light.",
    },
    {
      number: "02",
      title: "Apply Device",
      description:
        "Smooth on a thin layer of clear, water-based gel: the device needs it to glide, and EMS to feel even, and clear gel lets the light through. Choose one LED mode for the session and glide the head slowly upward and outward, a minute or two per area.",
    },
    {
      number: "03",
      title: "Cool & Soothe",
      description:
        "Switch to the cooling massage for a few short, light passes for a fresh feel. Stop if your skin stings or flushes.",
    },
    {
      number: "04",
      title: "Glow",
      description:
        "Wipe off any leftover gel and finish with your moisturizer, plus sunscreen in the morning.",
    },
  ] satisfies readonly GuidanceStep[],
  /** The tip (10-15 minutes a day): the maker's routine, not a dose any study tested. */
  tip: `Use LumaSculpt for ${routineMinutes} minutes daily, in one session.`,
  /** The home FAQ's "How often": how to pace the routine, with no schedule drawn from a study. */
  steady,
  /**
   * The articles' version: `steady`, then where the schedule stands against the studies (both
   * light trials they cite, Lee 2007 and Wunsch 2014, gave sessions twice a week).
   */
  pace: `${steady} The light studies our articles cite gave sessions twice a week for several weeks; the ${routineMinutes} minutes daily suggested here is LumaSculpt's own routine, not a dose any study tested.`,
  /** One LED mode per session; the demo video shows all four only to show the colours. */
  oneMode:
    "Use one LED mode per session rather than cycling through all four; switch modes from one day to the next if you like.",
  /** What to expect, and when: the same answer on the home page and in every article. */
  expectations:
    "Your face may feel fresher right after a session, from the massage and the cool. Any change in how your skin looks builds slowly: give a daily routine 8 to 12 weeks before you judge it, and compare photos taken in the same light. Results vary, and some people notice little difference.",
}

/** One entry of the safety list: a short label, then the advice. */
export type SafetyItem = {
  readonly label: string
  readonly text: string
  /** The item's id on the safety page, for the items other pages link to (routes.ts safetyIds). */
  readonly anchor?: string
}

export type SafetyGroup = {
  readonly intro: string
  readonly items: readonly SafetyItem[]
}

/**
 * "Do not use it if you …": the FAQ's bullets name every absolute case of the full list
 * (safety.notForYou), in the same words.
 */
const notForYouIf = [
  "are pregnant or might be",
  "have a pacemaker, defibrillator or other implanted electronic device",
  "have epilepsy or have had a seizure set off by flashing or bright light",
]
const lastCase = "have cancer or are being treated for it"

/** The whole safety list, group by group, and the home FAQ's short version of it. */
export type SafetyGuidance = {
  readonly notForYou: SafetyGroup
  readonly askFirst: SafetyGroup
  readonly everySession: SafetyGroup
  readonly whenToStop: SafetyGroup
  readonly outro: string
  readonly faq: { readonly intro: string; readonly points: readonly string[] }
}

export const safety: SafetyGuidance = {
  /** Absolute: no doctor's advice makes these safe. */
  notForYou: {
    intro:
      "LumaSculpt is a personal-care device for how healthy facial skin looks and feels. Do not use it if any of these apply to you:",
    items: [
      {
        label: "Pregnancy.",
        text: "Do not use it if you are pregnant or might be.",
      },
      {
        label: "Implanted electronic devices.",
        text: "Do not use it if you have a pacemaker, defibrillator or any other implanted electronic device: the EMS current could interfere with it.",
      },
      {
        label: "Epilepsy.",
        text: "Do not use it if you have epilepsy or have ever had a seizure set off by flashing or bright light.",
      },
      {
        label: "Cancer, or a mole that is new or changing.",
        text: "Do not use it if you have cancer or are being treated for it, and never over a mole, growth or patch of skin that is new, changing or undiagnosed: see a doctor about it first.",
      },
    ],
  } satisfies SafetyGroup,
  /** Cases where the person who knows your health decides first. */
  askFirst: {
    intro: "Ask your doctor, pharmacist or practitioner first if any of these apply to you:",
    items: [
      {
        label: "Heart conditions.",
        text: "If you have a heart condition or an irregular heartbeat, ask your doctor before using EMS.",
      },
      {
        label: "Metal implants.",
        text: "Ask your doctor first if you have metal plates, screws or other implants in your face.",
      },
      {
        label: "Active skin conditions or broken skin.",
        text: "Keep the device off any rash, cut, sore, infection, sunburn or flare-up, and see a doctor or dermatologist about it first: LumaSculpt is made for how skin looks and feels, not for a skin condition.",
      },
      {
        label: "Light sensitivity and medication.",
        text: "If your skin reacts to light, or you take a photosensitizing medication (some antibiotics, vitamin A medicines taken by mouth and other prescriptions), ask your doctor or pharmacist first, before you use the LED modes.",
      },
      {
        label: "Recent procedures.",
        text: "After injectables, fillers, a peel, laser or surgery on your face, wait until the practitioner who treated you says the area can take light, current and cold.",
      },
      {
        label: "Reduced feeling in your face.",
        text: "If part of your face is numb, or you have a facial nerve condition, ask your doctor first: you may not feel it if the current or the cold is too strong.",
      },
      {
        label: "Cold sensitivity.",
        text: "If cold gives you hives, or turns your skin or fingers white or numb, skip the cooling massage and ask your doctor whether cold is safe for you.",
      },
      {
        label: "Children and anyone under 18.",
        text: "Keep LumaSculpt out of children's reach. The advice here is written for adults: ask a doctor before anyone under 18 uses it.",
      },
    ],
  } satisfies SafetyGroup,
  everySession: {
    intro: "Every time you use it:",
    items: [
      {
        label: "Protect your eyes.",
        text: "Never look into the LED head or shine it into your eyes. Close your eyes when you work near them, keep the head off your eyelids, and use any eye protection supplied with the device.",
      },
      {
        label: "Keep EMS on the face.",
        text: "Never use EMS on your neck or throat, above all the front of the neck.",
      },
      {
        label: "Keep it out of the bath and shower.",
        text: "Do not use LumaSculpt while you bathe or shower, or with wet hands.",
      },
      {
        label: "Blue light and medium or darker skin.",
        anchor: safetyIds.blueLight.en,
        text: "Visible violet-blue light (about 415 nm) caused darkening that lasted up to three months in volunteers with medium skin tones (skin types III and IV) in a study by Duteil and colleagues (2014); red light at 630 nm did not. Red is the only colour the studies we cite found did not darken skin; orange and green were not tested on their own. If your skin is medium or darker, or you have melasma or dark marks that linger, start with Red, ask a dermatologist before you use Blue, and stop any mode that leaves darker patches.",
      },
      {
        label: "Retinoids and acids.",
        text: "If you use a retinoid or an exfoliating acid, start gradually: shorter sessions every other day for the first two weeks. Keep exfoliating acids and peels to evenings without a session, and stop if your skin stings or stays red.",
      },
      {
        label: "Cold and redness.",
        text: "Cold can cause rebound flushing in some people: a few minutes after it, redness-prone skin can look redder than before. Keep cooling passes short and light, and stop if your skin stings.",
      },
    ],
  } satisfies SafetyGroup,
  /** When a session ends at once, whoever you are. */
  whenToStop: {
    intro: "Stop at once, and ask a doctor before you use it again:",
    items: [
      {
        label: "Stop if it hurts.",
        text: "Stop if your skin burns, blisters or stays red, or if EMS feels painful rather than a light tapping.",
      },
      {
        label: "Stop if you feel unwell.",
        text: "Stop if you feel dizzy, get a headache or see flashes of light during or after a session.",
      },
    ],
  } satisfies SafetyGroup,
  outro:
    "If you are not sure whether any of this applies to you, ask your doctor, dermatologist or pharmacist before you start, and follow the instructions that come with your device.",
  /**
   * The home FAQ's answer, one case a bullet: every absolute case of the full list in its words
   * (notForYouIf), the ask-first cases in brief, and the two rules of every session. The FAQ links
   * to the full list (the "Safety notes" section of every article).
   */
  faq: {
    intro: "Check these before you order; the full safety notes cover every case.",
    points: [
      ...notForYouIf.map((fact) => `Do not use it if you ${fact}.`),
      `Do not use it if you ${lastCase}, and never over a mole, growth or patch of skin that is new, changing or undiagnosed.`,
      "Ask your doctor first if you have a heart condition, metal implants in your face, a skin condition, broken skin or reduced feeling in your face.",
      "Ask your doctor or pharmacist first if your skin reacts to light or you take a photosensitizing medication.",
      "After injectables, a peel, laser or surgery on your face, wait until your practitioner says the area is ready.",
      "If your skin is medium or darker, ask a dermatologist before using Blue mode.",
      "In every session, keep the light out of your eyes and EMS off your neck and throat.",
      "Stop if it hurts, or if you feel dizzy, get a headache or see flashes of light.",
    ],
  } satisfies { readonly intro: string; readonly points: readonly string[] },
}

/** Shown next to every study summary: third-party research is not a test of LumaSculpt. */
export const studyCaveat = {
  label: "These studies did not test LumaSculpt.",
  text: "They used clinic, full-body or other devices with different wavelengths, power, settings and schedules, so their results are not results for LumaSculpt and do not predict yours.",
}
