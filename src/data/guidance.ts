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

/** A step of the routine. `number` and `title` are fixed by the spec (§2 Routine section). */
export type GuidanceStep = {
  readonly number: string
  readonly title: string
  readonly description: string
}

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
        "Smooth on a thin layer of clear, water-based gel: EMS needs it to glide and feel even, and clear gel lets the light through. Choose one LED mode for the session and glide the head slowly upward and outward, a minute or two per area.",
    },
    {
      number: "03",
      title: "Cool & Soothe",
      description:
        "Switch to cooling for a few short, light passes for a fresh feel. Stop if your skin stings or flushes.",
    },
    {
      number: "04",
      title: "Glow",
      description:
        "Wipe off any leftover gel and finish with your moisturizer, plus sunscreen in the morning.",
    },
  ] satisfies readonly GuidanceStep[],
  /** The spec's tip (§9: 10-15 minutes daily). */
  tip: `Use LumaSculpt for ${claims.routineMinutes} minutes daily, in one session.`,
  pace: "More is not better: a steady, gentle routine is easier to keep up, and regular sessions over weeks are what studies of light devices used.",
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
}

export type SafetyGroup = {
  readonly intro: string
  readonly items: readonly SafetyItem[]
}

/** "Do not use LumaSculpt if you …": the FAQ's short answer, the same cases as the full list. */
const notForYouIf = [
  "are pregnant or might be",
  "have a pacemaker, defibrillator or other implanted electronic device",
  "have epilepsy",
  "have an active skin condition, broken skin or an infection on the area",
]
const lastCase = "are sensitive to light or take photosensitizing medication"

export const safety = {
  notForYou: {
    intro:
      "LumaSculpt is a cosmetic device for healthy facial skin. Do not use it, or ask your doctor first, if any of these apply to you:",
    items: [
      {
        label: "Pregnancy.",
        text: "Do not use it if you are pregnant or might be.",
      },
      {
        label: "Implanted electronic devices.",
        text: "Do not use it if you have a pacemaker, defibrillator or any other implanted electronic device: the EMS current could interfere with it. Ask your doctor first if you have metal plates, screws or other implants in your face.",
      },
      {
        label: "Epilepsy.",
        text: "Do not use it if you have epilepsy or have ever had a seizure set off by flashing or bright light.",
      },
      {
        label: "Active skin conditions or broken skin.",
        text: "Keep the device off any rash, cut, sore, infection, sunburn or flare-up, and see a doctor or dermatologist about it: LumaSculpt is made for how skin looks and feels, not for a skin condition.",
      },
      {
        label: "Light sensitivity and medication.",
        text: "If your skin reacts to light, or you take a photosensitizing medication (some antibiotics, vitamin A medicines taken by mouth and other prescriptions), ask your doctor or pharmacist before you use the LED modes.",
      },
      {
        label: "Recent procedures.",
        text: "After injectables, fillers, a peel, laser or surgery on your face, wait until the practitioner who treated you says the area can take light, current and cold.",
      },
      {
        label: "Cold sensitivity.",
        text: "Skip the cooling mode if cold gives you hives, or turns your skin or fingers white or numb.",
      },
    ],
  } satisfies SafetyGroup,
  everySession: {
    intro: "Every time you use it:",
    items: [
      {
        label: "Protect your eyes.",
        text: "Never look into the LED head or shine it into your eyes. Close your eyes when you work near them, and keep the head off your eyelids.",
      },
      {
        label: "Keep EMS on the face.",
        text: "Never use EMS on your neck or throat, above all the front of the neck.",
      },
      {
        label: "Blue light and medium or darker skin.",
        text: "Visible violet-blue light (about 415 nm) caused darkening that lasted up to three months in volunteers with medium skin tones (skin types III and IV) in a study by Duteil and colleagues (2014); red light at 630 nm did not. If your skin is medium or darker, or you have melasma or dark marks that linger, choose Red or Orange and ask a dermatologist before you use Blue.",
      },
      {
        label: "Retinoids and acids.",
        text: "If you use a retinoid or an exfoliating acid, start gradually: shorter sessions every other day for the first two weeks, never on the same evening as a peel, and stop if your skin stings or stays red.",
      },
      {
        label: "Cold and redness.",
        text: "Cold can cause rebound flushing in some people: a few minutes after it, redness-prone skin can look redder than before. Keep cooling passes short and light, and stop if your skin stings.",
      },
      {
        label: "Stop if it hurts.",
        text: "Stop and ask a doctor if your skin burns, blisters or stays red, or if EMS feels painful rather than a light tapping.",
      },
    ],
  } satisfies SafetyGroup,
  outro:
    "If you are not sure whether any of this applies to you, ask your doctor, dermatologist or pharmacist before you start, and follow the instructions that come with your device.",
  /** The home FAQ's short answer, built from the same list. */
  faqAnswer: `Do not use LumaSculpt if you ${notForYouIf.join("; ")}; or ${lastCase}. Never shine the light into your eyes, keep EMS off your neck and throat, and if your skin is medium or darker, ask a dermatologist before using Blue mode. The full list is in every article on our blog; if you are unsure, ask your doctor or dermatologist first.`,
}

/** Shown next to every study summary: third-party research is not a test of LumaSculpt. */
export const studyCaveat = {
  label: "These studies did not test LumaSculpt.",
  text: "They used clinic, full-body or other devices with different wavelengths, power, settings and schedules, so their results are not results for LumaSculpt and do not predict yours.",
}
