/**
 * The product carousel, in display order. The first slide is the clearest about what the product
 * is: the device on a face, its red light on, where the safety notes allow it (its lower rim on the
 * jawbone). It is also the first paint's image, and lighter than the glowing red-LED view. The files are rendered stand-ins (tools/media/generate-media.mjs) until real
 * photography exists. Each image has two alt texts, and the build's stand-in gate
 * (src/node/stand-in-media.ts, File.standIn) picks one per file: `standIn` says it is an
 * illustration and describes only what the drawing shows, never a colour or finish nobody has
 * confirmed; `photo` describes the shot the file is meant to hold once it is a real photo, so a
 * photo is never called a drawing. Nothing here states what is in the box: the listing does.
 * Replacing a file: docs/media.md.
 */

/** One product image: `file` is its name under content/images/product/, `alt` what it shows. */
export type ProductImage = {
  readonly file: string
  readonly alt: { readonly standIn: string; readonly photo: string }
}

export const productImages: readonly ProductImage[] = [
  {
    file: "07-face-contour.jpg",
    alt: {
      standIn:
        "Illustration of a face in profile with the LumaSculpt head on the cheek, its lower edge on the jawline, red light glowing on the skin and a dotted arrow showing the upward stroke",
      photo: "The LumaSculpt head held on the cheek, just above the jawline, with its red light on",
    },
  },
  {
    file: "06-led-red.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt LED head glowing red in Red mode against a dark background",
      photo: "The LumaSculpt LED head glowing red in Red mode",
    },
  },
  {
    file: "01-front.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt face massager from the front: a round LED head above a handle",
      photo: "The LumaSculpt face massager from the front: a round LED head above a handle",
    },
  },
  {
    file: "02-side.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt face massager in side profile, showing the handle and the LED head angled forward",
      photo: "The LumaSculpt face massager in side profile, with its LED head angled forward",
    },
  },
  {
    file: "03-led-blue.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt LED head glowing blue in Blue mode against a dark background",
      photo: "The LumaSculpt LED head glowing blue in Blue mode",
    },
  },
  {
    file: "04-led-green.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt LED head glowing green in Green mode against a dark background",
      photo: "The LumaSculpt LED head glowing green in Green mode",
    },
  },
  {
    file: "05-led-orange.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt LED head glowing orange in Orange mode against a dark background",
      photo: "The LumaSculpt LED head glowing orange in Orange mode",
    },
  },
  {
    file: "08-cooling.jpg",
    alt: {
      standIn:
        "Illustration of LumaSculpt's cooling massage: the head drawn in icy blue among frost and snowflakes",
      photo: "The LumaSculpt head in cooling mode",
    },
  },
  {
    file: "09-in-the-box.jpg",
    alt: {
      standIn:
        "Illustration of the LumaSculpt device on its own; the Amazon.ca listing shows what is in the box",
      photo: "The LumaSculpt device on its own; the Amazon.ca listing shows what is in the box",
    },
  },
]

/**
 * The line under the carousel while any of its images is still a generated stand-in (the build
 * marks each one: src/node/stand-in-media.ts), so sighted visitors learn what screen readers hear
 * from the alt texts. It disappears once every file is a real photo. `badge` marks each stand-in
 * slide on the image itself, so the label travels with it (a screenshot, a share).
 */
export const illustrationNote = {
  /** Every image is a stand-in. */
  all: "These images are illustrations, not photos of the device.",
  /** Some files have been replaced with real photos already. */
  some: "Some of these images are illustrations, not photos of the device.",
  /** A link to the listing, after the sentence; it opens in a new tab. */
  link: "See product photos on the Amazon.ca listing",
  /** On each stand-in slide (the alt text already says it to screen readers). */
  badge: "Illustration",
}
