import {
  Bolt,
  Droplet,
  Face,
  Layers,
  Smile,
  Snowflake,
  Sparkles,
  Sun,
  Waves,
  type Icon,
} from "../common/icons"
import type { FeatureIcon, RoutineIcon } from "../../data/home"

/** The data modules name icons; these maps turn the names into icon components. */
export const featureIcons: Record<FeatureIcon, Icon> = {
  sparkles: Sparkles,
  wave: Waves,
  layers: Layers,
  jawline: Face,
  snowflake: Snowflake,
  bolt: Bolt,
}

export const routineIcons: Record<RoutineIcon, Icon> = {
  droplet: Droplet,
  device: Smile,
  snowflake: Snowflake,
  sun: Sun,
}
