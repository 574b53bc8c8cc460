// Renders every committed media file of the site from SVG compositions, so the product can be
// shown before real photography exists: nine carousel images, the app icon, each edition's
// share image and the looping demo video with its poster. Run with `npm run media`; pass a group
// or file names to render only those (`node tools/media/generate-media.mjs --help`).
//
// The carousel images and the video with its poster are stand-ins for real photos and footage:
// each time it renders one, the script records its SHA-256 in content/images/stand-ins.json. A
// production build refuses any file the site shows whose bytes still match (src/node/
// stand-in-media.ts, docs/media.md), so replacing a file with a real one lifts the gate for it.
//
// The output is deterministic (same bytes on every run on the same machine): there is no
// randomness except a seeded PRNG, no timestamps, no metadata, each sharp operation uses one libvips
// thread (independent files still render side by side) and ffmpeg/x264 run single-threaded in
// bit-exact mode. Normal builds never run this script; they use
// the committed files, so ffmpeg is only needed here.

import { execFileSync, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

/**
 * @typedef {[number, number]} Point
 * @typedef {[offset: number, opacity: number]} GradientStop
 * @typedef {{ color: string, level: number }} Led an LED colour and how brightly it glows, 0..1
 */

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const out = {
  product: path.join(root, "content", "images", "product"),
  static: path.join(root, "static"),
  media: path.join(root, "static", "media"),
  icons: path.join(root, "src", "images"),
}

// libvips splits work across threads; one thread rules out any scheduling-dependent output and
// keeps the bytes identical between runs. Caching is pointless for a one-shot batch.
sharp.concurrency(1)
sharp.cache(false)

/* -------------------------------------------------------------------------------------------- */
/* Palette: the brand colours plus the four LED modes and the cooling tint.                      */
/* -------------------------------------------------------------------------------------------- */

const C = {
  plum: "#1a1020",
  plumMid: "#2b1733",
  plumSoft: "#4a2a4f",
  rose: "#e0245e",
  roseLight: "#f27a9c",
  cream: "#fff8f5",
  creamDeep: "#f1e4dc",
  skin: "#f3d4c4",
  skinShade: "#d9a995",
  ice: "#9fdcff",
}

/** LED modes in the order the device cycles through them (spec: Blue, Green, Orange, Red). */
const LED = {
  blue: "#3d8bff",
  green: "#2fd47a",
  orange: "#ff9a2e",
  red: "#ff2d4a",
}
const LED_CYCLE = [LED.blue, LED.green, LED.orange, LED.red]

/* -------------------------------------------------------------------------------------------- */
/* Small helpers.                                                                               */
/* -------------------------------------------------------------------------------------------- */

/** mulberry32: a tiny seeded PRNG, so "scattered" details land in the same place every run. */
/** @param {number} seed */
function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fixed precision keeps the SVG text (and so the raster) stable and short. */
const n = (/** @type {number} */ v) => Number(v.toFixed(2))

const hexToRgb = (/** @type {string} */ hex) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const rgbToHex = (/** @type {number[]} */ rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`
/**
 * @param {string} a
 * @param {string} b
 * @param {number} t
 */
const mix = (a, b, t) => {
  const [x, y] = [hexToRgb(a), hexToRgb(b)]
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t))
}

/**
 * @param {number} w
 * @param {number} h
 * @param {string} body
 */
const svgDoc = (w, h, body, viewBox = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`

/** Soft shadow / glow filters shared by every scene; ids are namespaced per document use. */
const filters = `
  <filter id="blur8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur20" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="20"/></filter>
  <filter id="blur40" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="blur80" x="-80%" y="-80%" width="260%" height="260%"><feGaussianBlur stdDeviation="80"/></filter>
`

/**
 * Faint monochrome film grain laid over the photos: it dithers the long, smooth gradients so
 * 8-bit JPEG shows no banding rings. feTurbulence is seeded, so the grain is the same every run.
 *
 * @param {number} w
 * @param {number} h
 */
const grain = (w, h, opacity = 0.08) => `
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="7" stitchTiles="stitch"/>
    <feColorMatrix type="saturate" values="0"/>
  </filter>
  <rect width="${w}" height="${h}" filter="url(#grain)" opacity="${opacity}"/>`

/**
 * A radial "light" fading from a colour to transparent; used for glows, bokeh and halos.
 *
 * @param {string} id
 * @param {string} color
 * @param {GradientStop[]} [stops]
 */
const radialGlow = (
  id,
  color,
  stops = [
    [0, 0.9],
    [0.35, 0.45],
    [1, 0],
  ],
) =>
  `<radialGradient id="${id}">${stops
    .map(([o, a]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${a}"/>`)
    .join("")}</radialGradient>`

/* -------------------------------------------------------------------------------------------- */
/* The device. Drawn once in local units (head centre at 0,-300, head radius 210, handle down to */
/* y=560) and placed with a transform, so every scene shows exactly the same product.            */
/* -------------------------------------------------------------------------------------------- */

const HEAD_Y = -300
const HEAD_R = 210

/** Gradients of the pearl body and rose-gold trim, in device-local user space (no seams). */
/** @param {string} p the id prefix */
function deviceDefs(p) {
  return `
  <linearGradient id="${p}body" gradientUnits="userSpaceOnUse" x1="-210" y1="0" x2="210" y2="0">
    <stop offset="0" stop-color="#e9dfdb"/><stop offset="0.22" stop-color="#fffdfb"/>
    <stop offset="0.55" stop-color="#f5eeea"/><stop offset="1" stop-color="#c9b8b4"/>
  </linearGradient>
  <linearGradient id="${p}handle" gradientUnits="userSpaceOnUse" x1="-84" y1="0" x2="84" y2="0">
    <stop offset="0" stop-color="#ded2ce"/><stop offset="0.25" stop-color="#fffdfb"/>
    <stop offset="0.6" stop-color="#f2e9e5"/><stop offset="1" stop-color="#bfaca8"/>
  </linearGradient>
  <linearGradient id="${p}sideShell" gradientUnits="userSpaceOnUse" x1="-72" y1="0" x2="60" y2="0">
    <stop offset="0" stop-color="#d9ccc8"/><stop offset="0.3" stop-color="#fffdfb"/>
    <stop offset="0.7" stop-color="#efe5e1"/><stop offset="1" stop-color="#c2afab"/>
  </linearGradient>
  <linearGradient id="${p}shade" gradientUnits="userSpaceOnUse" x1="0" y1="-520" x2="0" y2="570">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#3a1f2a" stop-opacity="0.04"/>
    <stop offset="1" stop-color="#3a1f2a" stop-opacity="0.22"/>
  </linearGradient>
  <linearGradient id="${p}gold" gradientUnits="userSpaceOnUse" x1="-200" y1="-500" x2="200" y2="-100">
    <stop offset="0" stop-color="#f8dcd2"/><stop offset="0.35" stop-color="#d99a8c"/>
    <stop offset="0.55" stop-color="#f4cbbd"/><stop offset="0.8" stop-color="#b47266"/>
    <stop offset="1" stop-color="#e8b3a4"/>
  </linearGradient>
  <linearGradient id="${p}goldV" gradientUnits="userSpaceOnUse" x1="0" y1="-520" x2="0" y2="-80">
    <stop offset="0" stop-color="#f8dcd2"/><stop offset="0.4" stop-color="#c98577"/>
    <stop offset="0.6" stop-color="#f1c3b5"/><stop offset="1" stop-color="#a9665b"/>
  </linearGradient>
  <radialGradient id="${p}glass" gradientUnits="userSpaceOnUse" cx="-40" cy="${HEAD_Y - 60}" r="220">
    <stop offset="0" stop-color="#3b2a3d"/><stop offset="0.7" stop-color="#1c1220"/>
    <stop offset="1" stop-color="#0d080f"/>
  </radialGradient>
  <radialGradient id="${p}steel" cx="0.35" cy="0.35" r="0.7">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#d8d6da"/>
    <stop offset="1" stop-color="#8d8a92"/>
  </radialGradient>
  <radialGradient id="${p}back" gradientUnits="userSpaceOnUse" cx="-60" cy="${HEAD_Y - 70}" r="240">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#f3ebe7"/>
    <stop offset="1" stop-color="#cdbcb8"/>
  </radialGradient>`
}

/** Outline of body: handle, a neck flaring into the head, and the round head. */
const HANDLE_PATH =
  "M -84,-140 C -84,-40 -72,300 -68,470 C -66,566 66,566 68,470 C 72,300 84,-40 84,-140 Z"
const NECK_PATH =
  "M -84,-120 C -92,-160 -140,-170 -152,-205 L 152,-205 C 140,-170 92,-160 84,-120 Z"
const silhouette = (/** @type {string} */ fill) =>
  `<g fill="${fill}"><path d="${HANDLE_PATH}"/><path d="${NECK_PATH}"/><circle cx="0" cy="${HEAD_Y}" r="${HEAD_R}"/></g>`

/** Positions of the LED dots (two rings) and EMS contacts on the treatment face. */
const LED_DOTS = [
  ...Array.from({ length: 18 }, (_, i) => [148, (i / 18) * Math.PI * 2 + 0.17]),
  ...Array.from({ length: 12 }, (_, i) => [104, (i / 12) * Math.PI * 2]),
].map(([r, a]) => /** @type {Point} */ ([n(Math.cos(a) * r), n(HEAD_Y + Math.sin(a) * r)]))
const EMS_DOTS = [45, 135, 225, 315].map((deg) => {
  const a = (deg * Math.PI) / 180
  return [n(Math.cos(a) * 58), n(HEAD_Y + Math.sin(a) * 58)]
})

/** The power glyph on the button: a broken ring and a stroke, no font needed. */
/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} color
 */
const powerGlyph = (x, y, r, color) =>
  `<g fill="none" stroke="${color}" stroke-width="${n(r * 0.28)}" stroke-linecap="round">
    <path d="M ${n(x - r * 0.62)},${n(y - r * 0.62)} A ${r} ${r} 0 1 0 ${n(x + r * 0.62)},${n(y - r * 0.62)}"/>
    <path d="M ${x},${n(y - r * 1.05)} L ${x},${n(y - r * 0.15)}"/></g>`

/**
 * The treatment face seen head-on: rose-gold bezel, dark glass, LED dots and EMS studs.
 * `led` is null (off) or { color, level } with level 0..1 for how brightly it glows.
 *
 * @param {string} p
 * @param {Led | null} led
 */
function treatmentFace(p, led, frost = false) {
  const lit = led && led.level > 0
  const dotFill = lit ? mix(led.color, "#ffffff", 0.35) : "#4b3a4b"
  const dots = LED_DOTS.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10"/>`).join("")
  const dotsCore = LED_DOTS.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5"/>`).join("")
  const ems = EMS_DOTS.map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="15" fill="url(#${p}steel)" stroke="#6d6a72" stroke-width="1.5"/>`,
  ).join("")
  return `
  <circle cx="0" cy="${HEAD_Y}" r="200" fill="url(#${p}gold)"/>
  <circle cx="0" cy="${HEAD_Y}" r="182" fill="${frost ? "#dff3ff" : "#f7e3dc"}"/>
  <circle cx="0" cy="${HEAD_Y}" r="176" fill="url(#${p}glass)"/>
  ${lit ? `<circle cx="0" cy="${HEAD_Y}" r="176" fill="url(#${p}faceGlow)" opacity="${n(0.55 + 0.45 * led.level)}"/>` : ""}
  ${lit ? `<g fill="${led.color}" filter="url(#blur8)" opacity="${n(led.level)}">${dots}</g>` : ""}
  <g fill="${dotFill}" opacity="${lit ? 1 : 0.9}">${dots}</g>
  <g fill="${lit ? "#ffffff" : "#6d5b6d"}" opacity="${lit ? n(0.6 + 0.4 * led.level) : 0.8}">${dotsCore}</g>
  <circle cx="0" cy="${HEAD_Y}" r="30" fill="url(#${p}steel)" stroke="#6d6a72" stroke-width="1.5"/>
  ${ems}
  <path d="M -150,${HEAD_Y - 40} A 160 160 0 0 1 40,${HEAD_Y - 160} A 190 190 0 0 0 -150,${HEAD_Y - 40} Z"
        fill="#ffffff" opacity="0.22"/>
  <ellipse cx="-70" cy="${HEAD_Y - 110}" rx="46" ry="18" transform="rotate(-40 -70 ${HEAD_Y - 110})" fill="#fff" opacity="0.18"/>`
}

/** The handle's front details: power button, four mode pips (active one lit) and a seam. */
/**
 * @param {string} p
 * @param {string | null} activeColor
 */
function handleFront(p, activeColor) {
  const pips = LED_CYCLE.map((c, i) => {
    const on = activeColor === c
    return `<circle cx="${-39 + i * 26}" cy="140" r="${on ? 7.5 : 6}" fill="${c}" opacity="${on ? 1 : 0.35}"/>`
  }).join("")
  return `
  <circle cx="0" cy="40" r="34" fill="url(#${p}gold)"/>
  <circle cx="0" cy="40" r="27" fill="url(#${p}handle)"/>
  ${powerGlyph(0, 42, 11, C.rose)}
  ${pips}
  <path d="M -60,470 C -20,482 20,482 60,470" fill="none" stroke="#b9a7a3" stroke-width="2" opacity="0.45"/>`
}

/**
 * One device, in local units. view: "front" (LED face to camera), "back" (rear cover, light
 * spilling past the rim onto whatever is behind) or "side" (profile, head tilted forward).
 *
 * @param {{ p?: string, view?: "front" | "back" | "side", led?: Led | null, frost?: boolean }} options
 */
function device({ p = "d", view = "front", led = null, frost = false }) {
  const shade = `<g fill="url(#${p}shade)"><path d="${HANDLE_PATH}"/><path d="${NECK_PATH}"/><circle cx="0" cy="${HEAD_Y}" r="${HEAD_R}"/></g>`
  const handleHighlight = `<path d="M -52,-90 C -54,60 -48,300 -44,470" stroke="#fff" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.7" filter="url(#blur8)"/>`
  if (view === "side") return deviceSide(p, led, frost)
  if (view === "back") {
    return `
    <g>${silhouette(`url(#${p}body)`)}<path d="${HANDLE_PATH}" fill="url(#${p}handle)"/>${shade}</g>
    ${handleHighlight}
    <circle cx="0" cy="${HEAD_Y}" r="200" fill="url(#${p}gold)"/>
    <circle cx="0" cy="${HEAD_Y}" r="188" fill="url(#${p}back)"/>
    <g transform="translate(0 ${HEAD_Y}) scale(1.6)" opacity="0.18">${markShape(C.plum, C.plum)}</g>
    <rect x="-16" y="520" width="32" height="12" rx="6" fill="#7e6a6c" opacity="0.6"/>`
  }
  return `
    <g>${silhouette(`url(#${p}body)`)}<path d="${HANDLE_PATH}" fill="url(#${p}handle)"/>${shade}</g>
    ${handleHighlight}
    ${treatmentFace(p, led, frost)}
    ${handleFront(p, led ? led.color : null)}`
}

/** The profile: a slim handle and the head seen edge-on (flat LED face, domed back), tilted. */
/**
 * @param {string} p
 * @param {Led | null} led
 * @param {boolean} frost
 */
function deviceSide(p, led, frost) {
  const lit = led && led.level > 0
  const y0 = HEAD_Y
  const shell = `M 30,${y0 - 208} C 52,${y0 - 208} 58,${y0 - 190} 58,${y0 - 170} L 58,${y0 + 170}
    C 58,${y0 + 190} 52,${y0 + 208} 30,${y0 + 208} C -34,${y0 + 200} -70,${y0 + 110} -70,${y0}
    C -70,${y0 - 110} -34,${y0 - 200} 30,${y0 - 208} Z`
  const lens = `M 70,${y0 - 176} C 86,${y0 - 100} 86,${y0 + 100} 70,${y0 + 176} Z`
  const head = `
    <path d="${shell}" fill="url(#${p}sideShell)" stroke="#cbb9b5" stroke-width="2"/>
    <path d="${shell}" fill="url(#${p}shade)"/>
    <path d="M -40,${y0 - 150} C -56,${y0 - 60} -56,${y0 + 60} -40,${y0 + 150}" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.75" filter="url(#blur8)"/>
    <rect x="48" y="${y0 - 200}" width="24" height="400" rx="12" fill="url(#${p}goldV)"/>
    <path d="${lens}" fill="${frost ? "#cfeeff" : "#2a1c2c"}"/>
    ${lit ? `<path d="${lens}" fill="${led.color}" filter="url(#blur8)"/>` : ""}`
  const handle =
    "M -62,-150 C -66,0 -60,300 -54,470 C -52,566 70,566 72,470 C 78,300 70,40 62,-150 C 56,-215 -40,-215 -62,-150 Z"
  return `
    <path d="${handle}" fill="url(#${p}handle)"/>
    <path d="${handle}" fill="url(#${p}shade)"/>
    <path d="M -36,-100 C -40,60 -36,300 -30,470" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.7" filter="url(#blur8)"/>
    <rect x="62" y="10" width="14" height="64" rx="7" fill="url(#${p}goldV)"/>
    <g transform="rotate(16 0 -150)">${head}</g>`
}

/**
 * The brand mark: the product's silhouette in miniature (a round LED head on a short, stout
 * handle) with five rays of light. About 38 units tall, centred on 0,0, so it sits in the logo's
 * 40-unit height (src/components/layout/logo.tsx draws the same mark inline) and scales up to
 * icons. A short thick handle keeps it from reading as a magnifying glass.
 *
 * @param {string} ring
 * @param {string} core
 */
function markShape(ring, core) {
  const rays = [-150, -120, -90, -60, -30]
    .map((deg) => {
      const a = (deg * Math.PI) / 180
      const [c, s] = [Math.cos(a), Math.sin(a)]
      return `<line x1="${n(c * 12.5)}" y1="${n(-5 + s * 12.5)}" x2="${n(c * 16)}" y2="${n(-5 + s * 16)}"/>`
    })
    .join("")
  return `<g>
    <circle cx="0" cy="-5" r="7.8" fill="none" stroke="${ring}" stroke-width="3.2"/>
    <circle cx="0" cy="-5" r="3.4" fill="${core}"/>
    <path d="M -3.6,3.6 L 3.6,3.6 L 3,15 A 3 3 0 0 1 -3,15 Z" fill="${ring}"/>
    <g stroke="${ring}" stroke-width="2.6" stroke-linecap="round">${rays}</g>
  </g>`
}

/**
 * Where to put the device origin so that its head centre lands on `head` after scaling by `s`
 * and rotating by `deg` (the local head centre is 0,HEAD_Y; SVG rotation is clockwise).
 *
 * @param {Point} head
 * @param {number} s
 * @param {number} deg
 * @returns {Point}
 */
function originFor(head, s, deg) {
  const a = (deg * Math.PI) / 180
  return [head[0] + HEAD_Y * s * Math.sin(a), head[1] - HEAD_Y * s * Math.cos(a)]
}

/**
 * Place a device: centre of its local origin at x,y, scaled and rotated (degrees).
 *
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} deg
 * @param {string} inner
 */
const place = (x, y, s, deg, inner) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)}) scale(${n(s)})">${inner}</g>`

/**
 * A soft drop shadow made from the device silhouette, offset and blurred.
 *
 * @param {number} x
 * @param {number} y
 * @param {number} s
 * @param {number} deg
 * @param {number} dx
 * @param {number} dy
 */
const deviceShadow = (x, y, s, deg, dx, dy, opacity = 0.28) =>
  `<g opacity="${opacity}" filter="url(#blur40)">${place(x + dx, y + dy, s, deg, silhouette(C.plum))}</g>`

/* -------------------------------------------------------------------------------------------- */
/* Scenery: backdrops, bokeh, frost and the face profile.                                        */
/* -------------------------------------------------------------------------------------------- */

/**
 * @param {number} seed
 * @param {number} count
 * @param {number} w
 * @param {number} h
 * @param {string[]} colors
 * @param {{ rMin?: number, rMax?: number, aMax?: number }} [options]
 */
function bokeh(seed, count, w, h, colors, { rMin = 20, rMax = 90, aMax = 0.35 } = {}) {
  const rand = prng(seed)
  let s = ""
  for (let i = 0; i < count; i++) {
    const x = rand() * w
    const y = rand() * h
    const r = rMin + rand() * (rMax - rMin)
    const c = colors[Math.floor(rand() * colors.length)]
    const a = 0.08 + rand() * (aMax - 0.08)
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}" opacity="${n(a)}"/>`
  }
  return `<g filter="url(#blur8)">${s}</g>`
}

/**
 * A six-armed snowflake built from strokes (no glyphs), with little side branches.
 *
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {number} deg
 * @param {number} opacity
 */
function snowflake(x, y, r, deg, opacity) {
  let arms = ""
  for (let i = 0; i < 6; i++) {
    arms += `<g transform="rotate(${i * 60})"><line x1="0" y1="0" x2="0" y2="${-r}"/>
      <line x1="0" y1="${n(-r * 0.55)}" x2="${n(r * 0.22)}" y2="${n(-r * 0.78)}"/>
      <line x1="0" y1="${n(-r * 0.55)}" x2="${n(-r * 0.22)}" y2="${n(-r * 0.78)}"/></g>`
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})" stroke="#ffffff" stroke-width="${n(Math.max(2, r * 0.08))}" stroke-linecap="round" opacity="${n(opacity)}">${arms}</g>`
}

/**
 * A stylised face in profile, facing left, drawn in a 1600-unit box. Returns the skin, hair,
 * ear and a faint jawline; JAW gives points along the jawline for placing the device.
 */
const FACE_PATH = `M 900,250 C 770,258 700,360 692,490 C 688,560 676,592 670,615
  C 664,640 690,662 688,692 C 686,730 634,770 614,800 C 602,818 612,834 640,838
  C 656,840 668,846 666,862 C 664,876 650,886 648,900 C 646,914 664,920 664,930
  C 664,940 650,950 652,966 C 654,986 682,994 684,1010 C 686,1032 664,1062 672,1096
  C 680,1132 722,1152 772,1156 C 832,1160 884,1172 908,1204 C 930,1262 930,1380 918,1470
  C 820,1500 660,1530 600,1600 L 520,2000 L 1640,2000 L 1560,1600 C 1500,1530 1340,1490 1226,1460
  C 1212,1380 1206,1290 1220,1200 C 1296,1100 1336,960 1326,820
  C 1316,560 1150,244 900,250 Z`
const HAIR_PATH = `M 700,440 C 716,300 822,226 944,222 C 1160,216 1340,380 1346,640
  C 1352,820 1330,980 1296,1090 C 1250,1060 1200,980 1170,900 C 1150,830 1140,760 1100,710
  C 1050,640 980,590 904,540 C 826,496 762,476 700,440 Z
  M 1290,330 C 1350,270 1450,300 1460,380 C 1470,460 1400,520 1330,500 C 1300,470 1290,400 1290,330 Z`
const EAR_PATH = `M 1070,760 C 1100,730 1150,742 1156,800 C 1162,858 1128,900 1092,904
  C 1074,906 1068,880 1078,860 C 1090,838 1086,804 1070,790 Z`
/** Jawline from chin to just below the ear, as a quadratic curve (for placing the device). */
/** @type {{ p0: Point, p1: Point, p2: Point }} */
const JAW = { p0: [752, 1150], p1: [960, 1120], p2: [1070, 960] }
/**
 * @param {number} t
 * @returns {Point}
 */
const jawPoint = (t) => {
  const { p0, p1, p2 } = JAW
  const u = 1 - t
  const at = (/** @type {0 | 1} */ k) => u * u * p0[k] + 2 * u * t * p1[k] + t * t * p2[k]
  return [at(0), at(1)]
}
/** @param {number} t */
const jawAngle = (t) => {
  const { p0, p1, p2 } = JAW
  const d = [0, 1].map((k) => 2 * (1 - t) * (p1[k] - p0[k]) + 2 * t * (p2[k] - p1[k]))
  return (Math.atan2(d[1], d[0]) * 180) / Math.PI
}

function faceDefs() {
  return `
  <linearGradient id="skin" x1="0" y1="0" x2="1" y2="0.3">
    <stop offset="0" stop-color="#fbe3d6"/><stop offset="0.55" stop-color="${C.skin}"/>
    <stop offset="1" stop-color="${C.skinShade}"/>
  </linearGradient>
  <linearGradient id="hair" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#5a3446"/><stop offset="0.6" stop-color="#3a1f33"/>
    <stop offset="1" stop-color="#231427"/>
  </linearGradient>
  <linearGradient id="neckShade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7a4a4a" stop-opacity="0.35"/><stop offset="1" stop-color="#7a4a4a" stop-opacity="0"/>
  </linearGradient>`
}

/** @param {{ glowColor?: string | null, glowAt?: Point | null, glowLevel?: number }} options */
function face({ glowColor = null, glowAt = null, glowLevel = 1 }) {
  const glow =
    glowColor && glowAt
      ? `<circle cx="${n(glowAt[0])}" cy="${n(glowAt[1])}" r="330" fill="url(#skinGlow)" opacity="${n(glowLevel)}"/>`
      : ""
  return `
  <path d="${FACE_PATH}" fill="url(#skin)"/>
  <clipPath id="faceClip"><path d="${FACE_PATH}"/></clipPath>
  <g clip-path="url(#faceClip)">
    <path d="M 760,1150 Q 960,1130 1080,950 L 1240,980 L 1240,1280 Q 1000,1300 760,1150 Z" fill="url(#neckShade)" filter="url(#blur40)"/>
    <path d="M 600,1600 C 680,1520 820,1490 940,1470 L 1200,1470 C 1340,1490 1500,1530 1560,1600 Z" fill="#b9826f" opacity="0.25" filter="url(#blur20)"/>
    <path d="M ${JAW.p0.join(",")} Q ${JAW.p1.join(",")} ${JAW.p2.join(",")}" stroke="#a8705f" stroke-width="24" fill="none" opacity="0.2" filter="url(#blur20)"/>
    <ellipse cx="800" cy="930" rx="70" ry="50" fill="#ef9a9a" opacity="0.25" filter="url(#blur20)"/>
    ${glow}
  </g>
  <path d="M 702,700 C 720,716 748,718 772,704" stroke="#6b3c44" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.75"/>
  <path d="M 700,640 C 724,626 760,626 790,640" stroke="#7a4a4f" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.45"/>
  <path d="M 650,896 C 646,912 662,922 664,930 C 664,940 650,950 652,966 C 672,962 682,945 676,930 C 682,915 672,900 650,896 Z" fill="#d9717c" opacity="0.55"/>
  <path d="${HAIR_PATH}" fill="url(#hair)"/>
  <path d="${EAR_PATH}" fill="${C.skin}"/>
  <path d="M 1090,790 C 1112,780 1130,800 1126,830" stroke="${C.skinShade}" stroke-width="8" fill="none" stroke-linecap="round"/>`
}

/* -------------------------------------------------------------------------------------------- */
/* The nine product images. Each returns an SVG string at 1600x1600.                             */
/* -------------------------------------------------------------------------------------------- */

const S = 1600

/**
 * Warm studio backdrop: cream sweep with a rose-tinted disc behind the product.
 *
 * @param {string} id
 * @param {Point} [discAt]
 */
function studioBackdrop(id, discColor = "#f6d3d6", discAt = [800, 700]) {
  return `
  <radialGradient id="${id}bg" cx="0.5" cy="0.42" r="0.75">
    <stop offset="0" stop-color="#fffaf7"/><stop offset="0.7" stop-color="${C.creamDeep}"/>
    <stop offset="1" stop-color="#e4d2c9"/>
  </radialGradient>
  <rect width="${S}" height="${S}" fill="url(#${id}bg)"/>
  <circle cx="${discAt[0]}" cy="${discAt[1]}" r="560" fill="${discColor}" opacity="0.55" filter="url(#blur80)"/>`
}

function frontImage() {
  const [x, y, s, deg] = [800, 860, 1.2, 0]
  return svgDoc(
    S,
    S,
    `<defs>${filters}${deviceDefs("d")}</defs>
    ${studioBackdrop("f")}
    <ellipse cx="800" cy="1530" rx="360" ry="34" fill="${C.plum}" opacity="0.22" filter="url(#blur20)"/>
    ${deviceShadow(x, y, s, deg, 40, 50, 0.22)}
    ${place(x, y, s, deg, device({ p: "d" }))}`,
  )
}

function sideImage() {
  const [x, y, s, deg] = [820, 840, 1.22, -14]
  return svgDoc(
    S,
    S,
    `<defs>${filters}${deviceDefs("d")}
      <linearGradient id="arch" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#f4c9cf"/><stop offset="1" stop-color="#e9a9b6"/>
      </linearGradient></defs>
    ${studioBackdrop("s", "#f8e1d8", [800, 800])}
    <path d="M 420,1600 L 420,720 A 380 380 0 0 1 1180,720 L 1180,1600 Z" fill="url(#arch)" opacity="0.55"/>
    <rect x="0" y="1390" width="${S}" height="210" fill="#ead8cf"/>
    <rect x="0" y="1390" width="${S}" height="4" fill="#fff" opacity="0.6"/>
    <ellipse cx="860" cy="1505" rx="230" ry="26" fill="${C.plum}" opacity="0.28" filter="url(#blur20)"/>
    ${deviceShadow(x, y, s, deg, 60, 30, 0.2)}
    ${place(x, y, s, deg, device({ p: "d", view: "side" }))}`,
  )
}

/**
 * Dark plum stage with a coloured glow: one per LED mode, each with its own tilt and bokeh.
 *
 * @param {string} color
 * @param {{ deg: number, seed: number, headAt: Point }} options
 */
function ledImage(color, { deg, seed, headAt }) {
  const s = 1.45
  const [x, y] = originFor(headAt, s, deg)
  return svgDoc(
    S,
    S,
    `<defs>${filters}${deviceDefs("d")}
      ${radialGlow("dfaceGlow", color, [
        [0, 0.85],
        [0.6, 0.4],
        [1, 0.1],
      ])}
      ${radialGlow("halo", color, [
        [0, 0.75],
        [0.3, 0.38],
        [0.65, 0.1],
        [1, 0],
      ])}
      <radialGradient id="stage" cx="0.5" cy="0.45" r="0.8">
        <stop offset="0" stop-color="${mix(C.plumMid, color, 0.18)}"/><stop offset="0.65" stop-color="${C.plum}"/>
        <stop offset="1" stop-color="#0c070f"/>
      </radialGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#stage)"/>
    ${bokeh(seed, 26, S, S, [color, mix(color, "#ffffff", 0.4), C.rose], { aMax: 0.3 })}
    <circle cx="${headAt[0]}" cy="${headAt[1]}" r="820" fill="url(#halo)"/>
    ${place(x, y, s, deg, device({ p: "d", led: { color, level: 1 } }))}
    <circle cx="${headAt[0]}" cy="${headAt[1]}" r="${HEAD_R * s * 1.05}" fill="none" stroke="${color}" stroke-width="18" opacity="0.35" filter="url(#blur20)"/>`,
  )
}

/**
 * Points `offset` units off the jawline (towards the cheek), for the dotted motion guide.
 *
 * @param {number} offset
 * @param {number} t0
 * @param {number} t1
 */
function jawGuide(offset, t0, t1, steps = 40) {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = t0 + ((t1 - t0) * i) / steps
    const [x, y] = jawPoint(t)
    const a = (jawAngle(t) * Math.PI) / 180
    return [x + Math.sin(a) * offset, y - Math.cos(a) * offset]
  })
}

/**
 * Where the head's centre goes to sit on the face at jaw position t: one head radius (at scale
 * `s`) up from the jawline, towards the cheek, so its lower rim rests on the jawbone and no part
 * of it is under the jaw or on the neck, as the safety notes require (guidance.ts).
 *
 * @param {number} t
 * @param {number} s
 * @returns {Point}
 */
function onTheJaw(t, s) {
  return /** @type {Point} */ (jawGuide(HEAD_R * s, t, t, 1)[0])
}

function faceContourImage() {
  const t = 0.55
  const s = 0.56
  const [jx, jy] = onTheJaw(t, s)
  // The device is applied to the side of the jaw facing us, so we see its back cover with red
  // light spilling past the rim onto the skin; the handle points down and back, as it is held.
  const deg = jawAngle(t) - 6
  const [x, y] = originFor([jx, jy], s, deg)
  // Dotted guide above the jaw showing the upward stroke, ending in a chevron near the ear.
  const guide = jawGuide(300, 0.02, 0.98)
  const end = guide[guide.length - 1]
  const endAngle = jawAngle(0.98)
  return svgDoc(
    S,
    S,
    `<defs>${filters}${deviceDefs("d")}${faceDefs()}
      ${radialGlow("skinGlow", LED.red, [
        [0, 0.7],
        [0.4, 0.35],
        [1, 0],
      ])}
      ${radialGlow("rim", LED.red, [
        [0, 0.9],
        [0.55, 0.55],
        [0.75, 0.25],
        [1, 0],
      ])}
      <linearGradient id="fbg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#3b1d3c"/><stop offset="0.6" stop-color="${C.plum}"/>
        <stop offset="1" stop-color="#120a16"/>
      </linearGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#fbg)"/>
    <circle cx="1150" cy="520" r="520" fill="${C.rose}" opacity="0.22" filter="url(#blur80)"/>
    <g transform="translate(-60 0)">
      ${face({ glowColor: LED.red, glowAt: [jx, jy] })}
      <polyline points="${guide.map(([gx, gy]) => `${n(gx)},${n(gy)}`).join(" ")}" stroke="#fff" stroke-width="7" stroke-dasharray="1 20" stroke-linecap="round" fill="none" opacity="0.85"/>
      <g transform="translate(${n(end[0])} ${n(end[1])}) rotate(${n(endAngle)})"><path d="M -18,-16 L 4,0 L -18,16" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/></g>
      <circle cx="${n(jx)}" cy="${n(jy)}" r="${n(HEAD_R * s * 1.9)}" fill="url(#rim)"/>
      ${deviceShadow(x, y, s, deg, 20, 24, 0.35)}
      ${place(x, y, s, deg, device({ p: "d", view: "back" }))}
    </g>`,
  )
}

function coolingImage() {
  const [x, y, s, deg] = [800, 900, 1.2, 10]
  const rand = prng(808)
  let flakes = ""
  for (let i = 0; i < 22; i++) {
    const fx = rand() * S
    const fy = rand() * S
    // Keep flakes off the device itself so it stays clean.
    if (Math.hypot(fx - 860, fy - 560) < 330 || (Math.abs(fx - 820) < 170 && fy > 700)) continue
    flakes += snowflake(fx, fy, 18 + rand() * 46, rand() * 60, 0.35 + rand() * 0.5)
  }
  // Frost: short bright ticks radiating from the bezel.
  const a = (deg * Math.PI) / 180
  const hx = x + Math.sin(a) * -HEAD_Y * s
  const hy = y - Math.cos(a) * -HEAD_Y * s
  let ticks = ""
  for (let i = 0; i < 48; i++) {
    const ang = (i / 48) * Math.PI * 2
    const r0 = HEAD_R * s + 24
    const r1 = r0 + 26 + (i % 3) * 18
    ticks += `<line x1="${n(hx + Math.cos(ang) * r0)}" y1="${n(hy + Math.sin(ang) * r0)}" x2="${n(hx + Math.cos(ang) * r1)}" y2="${n(hy + Math.sin(ang) * r1)}"/>`
  }
  return svgDoc(
    S,
    S,
    `<defs>${filters}${deviceDefs("d")}
      ${radialGlow("dfaceGlow", C.ice, [
        [0, 0.9],
        [0.6, 0.45],
        [1, 0.15],
      ])}
      ${radialGlow("coolHalo", "#ffffff", [
        [0, 0.9],
        [0.35, 0.5],
        [1, 0],
      ])}
      <linearGradient id="icebg" x1="0" y1="0" x2="0.3" y2="1">
        <stop offset="0" stop-color="#eef8ff"/><stop offset="0.55" stop-color="#cfe8f7"/>
        <stop offset="1" stop-color="#9cc7e4"/>
      </linearGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#icebg)"/>
    <circle cx="${n(hx)}" cy="${n(hy)}" r="620" fill="url(#coolHalo)"/>
    ${bokeh(90, 30, S, S, ["#ffffff", C.ice], { rMin: 8, rMax: 40, aMax: 0.7 })}
    ${flakes}
    <g stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8">${ticks}</g>
    <ellipse cx="840" cy="1540" rx="330" ry="30" fill="#2a4d6a" opacity="0.25" filter="url(#blur20)"/>
    ${deviceShadow(x, y, s, deg, 40, 50, 0.18)}
    ${place(x, y, s, deg, device({ p: "d", led: { color: C.ice, level: 0.9 }, frost: true }))}
    <circle cx="${n(hx)}" cy="${n(hy)}" r="${n(HEAD_R * s)}" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.55" filter="url(#blur8)"/>`,
  )
}

/**
 * The device alone, lying on a speckled stone surface seen from above: a still life with nothing
 * beside it. Only the device is shown because it is the only thing we know comes in the box (the
 * Amazon.ca listing says what else does); any cable, case or card drawn here would be invented.
 */
function restingImage() {
  const [dx, dy, ds, ddeg] = [850, 850, 1.05, -38]
  // Terrazzo-like speckles: seeded, so they land in the same place every run; none under the
  // device, where they would show through its soft shadow as noise.
  const rand = prng(909)
  const chips = ["#e6cfc6", "#d8b9b0", "#f3e2da", "#c9a79f", "#ead7e0"]
  let speckles = ""
  for (let i = 0; i < 160; i++) {
    const x = rand() * S
    const y = rand() * S
    const r = 5 + rand() * 16
    const fill = chips[Math.floor(rand() * chips.length)]
    const turn = rand() * 180
    if (Math.hypot(x - 700, y - 700) < 380 || Math.hypot(x - 1030, y - 1110) < 300) continue
    speckles += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.62)}" transform="rotate(${n(turn)} ${n(x)} ${n(y)})" fill="${fill}"/>`
  }
  return svgDoc(
    S,
    S,
    `<defs>${filters}${deviceDefs("d")}
      <linearGradient id="stone" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fffaf7"/><stop offset="0.6" stop-color="#f6ebe5"/>
        <stop offset="1" stop-color="#ead9d0"/>
      </linearGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#stone)"/>
    <g opacity="0.75">${speckles}</g>
    <circle cx="620" cy="600" r="560" fill="#f6d3d6" opacity="0.55" filter="url(#blur80)"/>
    <circle cx="1180" cy="1240" r="420" fill="${C.plumSoft}" opacity="0.12" filter="url(#blur80)"/>
    ${deviceShadow(dx, dy, ds, ddeg, 50, 64, 0.34)}
    ${place(dx, dy, ds, ddeg, device({ p: "d" }))}`,
  )
}

/* -------------------------------------------------------------------------------------------- */
/* Brand marks: app icon, share image.                                                          */
/* -------------------------------------------------------------------------------------------- */

const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** App icon: the mark, white on a plum tile with a rose glow, so it reads at favicon sizes. */
function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <title>LumaSculpt</title>
  <defs>
    <radialGradient id="g" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${C.rose}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${C.rose}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" fill="${C.plum}"/>
  <circle cx="256" cy="240" r="210" fill="url(#g)"/>
  <g transform="translate(256 262) scale(10.5)">${markShape("#ffffff", C.rose)}</g>
</svg>
`
}

/**
 * The share image of each edition (static/), with the tagline drawn under the name. Each
 * edition's og:image:alt (`shareImageAlt` in src/data/ui.ts and src/data/fr/ui.ts) describes its
 * own image, and src/components/seo/share-image.ts names the files: change them together. The
 * French image carries no English word (Charter of the French Language).
 */
const SHARE_IMAGES = [
  { file: "og-image.jpg", tagline: "Red light • EMS • Cooling" },
  // French spells EMS out (électrostimulation) at its first mention, so its tagline takes two lines.
  { file: "og-image-fr.jpg", tagline: "Lumière rouge • Froid\nÉlectrostimulation (EMS)" },
]

/** @param {string} tagline one line, or two separated by "\n" */
function ogSvg(tagline) {
  const lines = tagline.split("\n")
  const [W, H] = [1200, 630]
  const color = LED.red
  const s = 0.62
  const deg = -18
  /** @type {Point} */
  const headAt = [880, 250]
  const [x, y] = originFor(headAt, s, deg)
  return svgDoc(
    W,
    H,
    `<defs>${filters}${deviceDefs("d")}
      ${radialGlow("dfaceGlow", color, [
        [0, 0.85],
        [0.6, 0.4],
        [1, 0.1],
      ])}
      ${radialGlow("halo", color, [
        [0, 0.7],
        [0.3, 0.35],
        [0.7, 0.08],
        [1, 0],
      ])}
      <linearGradient id="ogbg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2f1834"/><stop offset="0.55" stop-color="${C.plum}"/>
        <stop offset="1" stop-color="#0e0811"/>
      </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#ogbg)"/>
    ${bokeh(4242, 16, W, H, [color, C.rose, "#ffb3c5"], { rMin: 10, rMax: 50, aMax: 0.3 })}
    <circle cx="${headAt[0]}" cy="${headAt[1]}" r="460" fill="url(#halo)"/>
    ${place(x, y, s, deg, device({ p: "d", led: { color, level: 1 } }))}
    <g transform="translate(96 228) scale(2.2)">${markShape(C.rose, C.rose)}</g>
    <text x="150" y="250" font-family="${FONT}" font-weight="700" font-size="76" fill="#ffffff">LumaSculpt</text>
    <text x="92" y="330" font-family="${FONT}" font-weight="500" font-size="34" fill="#f6c9d6">${lines
      .map((line, i) => `<tspan x="92" dy="${i === 0 ? 0 : 46}">${line}</tspan>`)
      .join("")}</text>
    <rect x="92" y="${372 + 46 * (lines.length - 1)}" width="120" height="6" rx="3" fill="${C.rose}"/>`,
  )
}

/* -------------------------------------------------------------------------------------------- */
/* Demo video: a face in profile, the device gliding along the jawline and back, LED cycling.    */
/* -------------------------------------------------------------------------------------------- */

const VIDEO = { w: 540, h: 960, fps: 24, frames: 192 }

/** LED colour at loop phase t (0..1): four 2 s holds with short cross-fades, red fades to blue. */
/** @param {number} t */
function ledAt(t) {
  const seg = t * 4
  const i = Math.floor(seg) % 4
  const f = seg - Math.floor(seg)
  const fade = 0.18 // fraction of each segment spent blending into the next colour
  const k = f < 1 - fade ? 0 : (f - (1 - fade)) / fade
  const eased = k * k * (3 - 2 * k)
  return mix(LED_CYCLE[i], LED_CYCLE[(i + 1) % 4], eased)
}

/** @param {number} frame */
function videoFrameSvg(frame) {
  const t = frame / VIDEO.frames // 0..1, never reaching 1: frame 192 would equal frame 0
  const color = ledAt(t)
  // Two strokes up and down the jaw per loop; cosine easing so direction changes are gentle.
  // The stroke starts at the side of the chin (never under it) and rises towards the ear, with
  // the head on the face above the jawline throughout (onTheJaw).
  const u = 0.4 + 0.5 * (0.5 - 0.5 * Math.cos(t * Math.PI * 4))
  const pulse = 0.78 + 0.22 * Math.sin(t * Math.PI * 2 * 8) // 8 soft pulses per loop
  const s = 0.56
  const [jx, jy] = onTheJaw(u, s)
  const deg = jawAngle(u) - 6
  const [x, y] = originFor([jx, jy], s, deg)
  // The 1600-unit face scene is framed by a 9:16 viewBox around the whole head; the body shape
  // runs on below the still's canvas, and a fade at the bottom settles it into the background.
  const vb = { x: 505, y: 110, w: 1000, h: 1778 }
  return svgDoc(
    VIDEO.w,
    VIDEO.h,
    `<defs>${filters}${deviceDefs("d")}${faceDefs()}
      ${radialGlow("skinGlow", color, [
        [0, 0.75],
        [0.4, 0.38],
        [1, 0],
      ])}
      ${radialGlow("rim", color, [
        [0, 0.95],
        [0.55, 0.6],
        [0.75, 0.25],
        [1, 0],
      ])}
      ${radialGlow("amb", color, [
        [0, 0.35],
        [1, 0],
      ])}
      <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${C.plum}" stop-opacity="0"/><stop offset="0.75" stop-color="${C.plum}"/>
      </linearGradient>
      <linearGradient id="vbg" x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stop-color="#3b1d3c"/><stop offset="0.6" stop-color="${C.plum}"/>
        <stop offset="1" stop-color="#120a16"/>
      </linearGradient></defs>
    <rect x="${vb.x}" y="${vb.y}" width="${vb.w}" height="${vb.h}" fill="url(#vbg)"/>
    <circle cx="${n(jx)}" cy="${n(jy)}" r="700" fill="url(#amb)" opacity="${n(pulse)}"/>
    ${face({ glowColor: color, glowAt: [jx, jy], glowLevel: pulse })}
    <circle cx="${n(jx)}" cy="${n(jy)}" r="${n(HEAD_R * s * (1.75 + 0.2 * pulse))}" fill="url(#rim)" opacity="${n(pulse)}"/>
    ${deviceShadow(x, y, s, deg, 16, 20, 0.35)}
    ${place(x, y, s, deg, device({ p: "d", view: "back" }))}
    <rect x="${vb.x}" y="1560" width="${vb.w}" height="${vb.y + vb.h - 1560}" fill="url(#fade)"/>`,
    `${vb.x} ${vb.y} ${vb.w} ${vb.h}`,
  )
}

/** Find ffmpeg, installing it from Debian's archive when we are root on Debian; else explain. */
function ensureFfmpeg() {
  const has = () => spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0
  if (has()) return
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("ffmpeg not found: installing it with apt-get (Debian, running as root)…")
    execFileSync(
      "sh",
      ["-c", "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ffmpeg"],
      {
        stdio: "inherit",
      },
    )
    if (has()) return
  }
  console.error(
    "generate-media: ffmpeg is required to encode static/media/demo.mp4 and was not found on PATH.\n" +
      "Install it (e.g. `sudo apt-get install ffmpeg` or `brew install ffmpeg`) and run `npm run media` again.",
  )
  process.exit(1)
}

/**
 * Run `fn` over items with at most `limit` in flight; order of results is the input order.
 *
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<unknown>} fn
 */
async function pool(items, limit, fn) {
  let next = 0
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++
      await fn(items[i], i)
    }
  })
  await Promise.all(workers)
}

async function renderVideo() {
  ensureFfmpeg()
  const dir = mkdtempSync(path.join(os.tmpdir(), "lumasculpt-frames-"))
  try {
    // Frames are independent, so render a few at a time; each one's bytes do not depend on order.
    await pool(
      Array.from({ length: VIDEO.frames }, (_, i) => i),
      4,
      (i) =>
        sharp(Buffer.from(videoFrameSvg(i)))
          .png({ compressionLevel: 1 })
          .toFile(path.join(dir, `frame-${String(i).padStart(3, "0")}.png`)),
    )
    const video = path.join(out.media, "demo.mp4")
    // CRF 20 with the "slow" preset keeps the smooth gradients clean at about 0.45 MB (budget
    // 1.5 MB). A single thread and the bit-exact flags make x264 and the MP4 muxer reproducible;
    // no audio, no metadata; faststart puts the moov atom first so playback starts while loading.
    execFileSync(
      "ffmpeg",
      [
        ...["-y", "-loglevel", "error", "-threads", "1"],
        ...["-framerate", String(VIDEO.fps), "-i", path.join(dir, "frame-%03d.png")],
        ...["-c:v", "libx264", "-preset", "slow", "-crf", "20", "-profile:v", "high"],
        ...["-pix_fmt", "yuv420p", "-g", "48", "-threads", "1", "-an"],
        ...["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"],
        ...["-movflags", "+faststart", video],
      ],
      { stdio: "inherit" },
    )
    // The poster is the first frame, so the swap from poster to playing video is seamless.
    await sharp(path.join(dir, "frame-000.png"))
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(path.join(out.media, "demo-poster.jpg"))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/* -------------------------------------------------------------------------------------------- */
/* Main.                                                                                        */
/* -------------------------------------------------------------------------------------------- */

/** @type {[file: string, render: () => string][]} */
const PRODUCT_IMAGES = [
  ["01-front.jpg", frontImage],
  ["02-side.jpg", sideImage],
  ["03-led-blue.jpg", () => ledImage(LED.blue, { deg: -16, seed: 11, headAt: [760, 620] })],
  ["04-led-green.jpg", () => ledImage(LED.green, { deg: 14, seed: 22, headAt: [840, 620] })],
  ["05-led-orange.jpg", () => ledImage(LED.orange, { deg: -8, seed: 33, headAt: [780, 600] })],
  ["06-led-red.jpg", () => ledImage(LED.red, { deg: 20, seed: 44, headAt: [860, 640] })],
  ["07-face-contour.jpg", faceContourImage],
  ["08-cooling.jpg", coolingImage],
  ["09-in-the-box.jpg", restingImage],
]

/**
 * Adds the grain layer as the last (topmost) element of a finished SVG document.
 *
 * @param {string} svg
 * @param {number} w
 * @param {number} h
 */
const withGrain = (svg, w, h) => svg.replace(/<\/svg>$/, `${grain(w, h)}</svg>`)

/**
 * JPEG for photos: mozjpeg at ~80 keeps each 1600 px image well under 250 KB; no metadata.
 *
 * @param {string} svg
 * @param {string} file
 * @param {{ w?: number, h?: number, quality?: number }} [options]
 */
const jpeg = (svg, file, { w = S, h = S, quality = 80 } = {}) =>
  sharp(Buffer.from(withGrain(svg, w, h)))
    .jpeg({ quality, mozjpeg: true })
    .toFile(file)

/**
 * @typedef {{ file: string, write: () => Promise<unknown> }} Output
 * `file` is the output's absolute path; `write` renders it (the video's also writes its poster).
 */

/** @type {Record<"images" | "brand" | "video", Output[]>} */
const GROUPS = {
  images: PRODUCT_IMAGES.map(([name, render]) => {
    const file = path.join(out.product, name)
    return { file, write: () => jpeg(render(), file) }
  }),
  brand: [
    {
      file: path.join(out.icons, "icon.svg"),
      write: async () => writeFileSync(path.join(out.icons, "icon.svg"), iconSvg()),
    },
    {
      file: path.join(out.icons, "icon.png"),
      write: () =>
        sharp(Buffer.from(iconSvg()))
          .png({ compressionLevel: 9 })
          .toFile(path.join(out.icons, "icon.png")),
    },
    ...SHARE_IMAGES.map(({ file: name, tagline }) => {
      const file = path.join(out.static, name)
      return { file, write: () => jpeg(ogSvg(tagline), file, { w: 1200, h: 630, quality: 82 }) }
    }),
  ],
  video: [
    { file: path.join(out.media, "demo.mp4"), write: renderVideo },
    { file: path.join(out.media, "demo-poster.jpg"), write: renderVideo },
  ],
}

/** Where the stand-ins' checksums are recorded (read by src/node/stand-in-media.ts). */
const standInRecord = path.join(root, "content", "images", "stand-ins.json")

const standInRecordAbout =
  "SHA-256 of each stand-in that tools/media/generate-media.mjs rendered (npm run media). A production build refuses any file the site shows whose bytes still match one of these (src/node/stand-in-media.ts); saving the real photo or video in its place lifts that. Written by the script: replace the media, never edit this list (docs/media.md)."

/**
 * Records the SHA-256 of each stand-in just rendered, keeping the entries of the others. Keys are
 * paths from the project's root, sorted, so the file changes only where a render did.
 *
 * @param {string[]} files absolute paths of carousel or share images, the video or its poster
 */
function recordStandIns(files) {
  /** @type {Record<string, string>} */
  const sha256 = existsSync(standInRecord)
    ? (JSON.parse(readFileSync(standInRecord, "utf8")).sha256 ?? {})
    : {}
  for (const file of files) {
    const key = path.relative(root, file).split(path.sep).join("/")
    sha256[key] = createHash("sha256").update(readFileSync(file)).digest("hex")
  }
  const sorted = Object.fromEntries(Object.entries(sha256).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(
    standInRecord,
    `${JSON.stringify({ about: standInRecordAbout, sha256: sorted }, null, 2)}\n`,
  )
}

const USAGE = `Usage: node tools/media/generate-media.mjs [images | brand | video] [file …]

Renders every media file, or one group, or only the named files (by file name, e.g.
09-in-the-box.jpg or og-image-fr.jpg). Files: ${Object.values(GROUPS)
  .flat()
  .map(({ file }) => path.basename(file))
  .join(", ")}.`

/**
 * The outputs the command line asks for: a group name and/or file names; nothing means all.
 *
 * @param {string[]} args
 * @returns {Output[]}
 */
function selectOutputs(args) {
  const groups = /** @type {(keyof typeof GROUPS)[]} */ (Object.keys(GROUPS))
  const group = groups.find((name) => name === args[0])
  const names = group ? args.slice(1) : args
  const candidates = group ? GROUPS[group] : Object.values(GROUPS).flat()
  if (names.length === 0) return candidates
  const unknown = names.filter(
    (name) => !candidates.some(({ file }) => path.basename(file) === name),
  )
  if (unknown.length > 0) {
    console.error(`generate-media: no such output: ${unknown.join(", ")}\n\n${USAGE}`)
    process.exit(1)
  }
  return candidates.filter(({ file }) => names.includes(path.basename(file)))
}

async function main() {
  const args = process.argv.slice(2)
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE)
    return
  }
  const started = Date.now()
  const selected = selectOutputs(args)
  for (const dir of Object.values(out)) mkdirSync(dir, { recursive: true })

  // The images render side by side; the brand files are quick; the video (one render for the
  // clip and its poster) runs last, alone.
  const isVideo = (/** @type {Output} */ output) => GROUPS.video.includes(output)
  await pool(
    selected.filter((output) => !isVideo(output)),
    4,
    ({ write }) => write(),
  )
  if (selected.some(isVideo)) await renderVideo()

  // Stand-ins of the product: the carousel images and the share images rendered (both draw the
  // device), and the video with its poster (one render writes both). The app icon is the brand's
  // mark, drawn inline as the logo too, not a picture of the device: it is not recorded.
  const isShareImage = (/** @type {Output} */ output) =>
    SHARE_IMAGES.some(({ file }) => path.basename(output.file) === file)
  recordStandIns([
    ...selected
      .filter((output) => GROUPS.images.includes(output) || isShareImage(output))
      .map(({ file }) => file),
    ...(selected.some(isVideo) ? GROUPS.video.map(({ file }) => file) : []),
  ])

  const files = selected.map(({ file }) => file).filter((f) => existsSync(f))
  const total = files.reduce((sum, f) => sum + statSync(f).size, 0)
  for (const f of files)
    console.log(`${String(statSync(f).size).padStart(9)}  ${path.relative(root, f)}`)
  console.log(
    `${String(total).padStart(9)}  total (${(total / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

await main()
