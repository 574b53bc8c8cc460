import type { IconType } from "react-icons"
import {
  LuDroplets,
  LuLayers,
  LuSmile,
  LuSnowflake,
  LuSparkles,
  LuSun,
  LuWaves,
  LuZap,
} from "react-icons/lu"
import { MdOutlineFace } from "react-icons/md"
import type { FeatureIcon, RoutineIcon } from "../../data/home"

/** The data modules name icons; this map turns the names into tree-shaken icon components. */
export const featureIcons: Record<FeatureIcon, IconType> = {
  sparkles: LuSparkles,
  wave: LuWaves,
  layers: LuLayers,
  jawline: MdOutlineFace,
  snowflake: LuSnowflake,
  bolt: LuZap,
}

export const routineIcons: Record<RoutineIcon, IconType> = {
  droplet: LuDroplets,
  device: LuSmile,
  snowflake: LuSnowflake,
  sun: LuSun,
}
