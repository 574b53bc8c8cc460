/**
 * How the routine's four steps look on the home page: an icon and an LED colour each. No copy, so
 * each edition's home module can pair its own steps with them without importing the other's.
 */
import type { GuidanceStep } from "./guidance"

export type LedColor = "blue" | "green" | "orange" | "red"

export type RoutineIcon = "droplet" | "device" | "snowflake" | "sun"

export type RoutineStep = GuidanceStep & {
  readonly icon: RoutineIcon
  readonly color: LedColor
}

/** Icons and colours of the four steps, in order (their words are guidance.ts's). */
const iconsAndColors: readonly { readonly icon: RoutineIcon; readonly color: LedColor }[] = [
  { icon: "droplet", color: "blue" },
  { icon: "device", color: "green" },
  { icon: "snowflake", color: "orange" },
  { icon: "sun", color: "red" },
]

/** The routine's steps with their icons and colours. */
export const withIconsAndColors = (steps: readonly GuidanceStep[]): readonly RoutineStep[] =>
  steps.map((step, i) => ({ ...step, ...iconsAndColors[i] }))
