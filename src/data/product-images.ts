/**
 * The product carousel, in display order. The files are rendered stand-ins (content/images/generate-media.mjs)
 * until real photography exists, so every alt text says it is an illustration and describes only
 * what the drawing shows, never a colour or finish nobody has confirmed. Nothing here states what
 * is in the box: the listing does (review B-H4). Replacing a file: docs/media.md.
 */

/** One product image: `file` is its name under content/images/product/, `alt` says what it shows. */
export type ProductImage = { readonly file: string; readonly alt: string }

export const productImages: readonly ProductImage[] = [
  {
    file: "01-front.jpg",
    alt: "Illustration of the LumaSculpt face massager from the front: a round LED head above a handle",
  },
  {
    file: "02-side.jpg",
    alt: "Illustration of the LumaSculpt face massager in side profile, showing the handle and the LED head angled forward",
  },
  {
    file: "03-led-blue.jpg",
    alt: "Illustration of the LumaSculpt LED head glowing blue in Blue mode against a dark background",
  },
  {
    file: "04-led-green.jpg",
    alt: "Illustration of the LumaSculpt LED head glowing green in Green mode against a dark background",
  },
  {
    file: "05-led-orange.jpg",
    alt: "Illustration of the LumaSculpt LED head glowing orange in Orange mode against a dark background",
  },
  {
    file: "06-led-red.jpg",
    alt: "Illustration of the LumaSculpt LED head glowing red in Red mode against a dark background",
  },
  {
    file: "07-face-contour.jpg",
    alt: "Illustration of a face in profile with the LumaSculpt head on the jawline, red light glowing on the skin and a dotted arrow showing the upward stroke",
  },
  {
    file: "08-cooling.jpg",
    alt: "Illustration of LumaSculpt's cooling massage: the head drawn in icy blue among frost and snowflakes",
  },
  {
    file: "09-in-the-box.jpg",
    alt: "Illustration of the LumaSculpt device on its own; the Amazon.ca listing shows what is in the box",
  },
]

/**
 * The line under the carousel while any of its images is still a generated stand-in (the build
 * marks each one: src/node/stand-in-media.ts), so sighted visitors learn what screen readers hear
 * from the alt texts. It disappears once every file is a real photo.
 */
export const illustrationNote = {
  /** Every image is a stand-in. */
  all: "These images are illustrations, not photos of the device.",
  /** Some files have been replaced with real photos already. */
  some: "Some of these images are illustrations, not photos of the device.",
  /** A link to the listing, after the sentence; it opens in a new tab. */
  link: "See product photos on the Amazon.ca listing",
}
