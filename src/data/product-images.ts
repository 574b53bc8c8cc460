/**
 * The product carousel, in display order. The files are rendered stand-ins (scripts/generate-media.mjs)
 * until real photography exists; keep each alt text true to what its image actually shows.
 */

/** One product photo: `file` is its name under content/images/product/, `alt` says what it shows. */
export type ProductImage = { readonly file: string; readonly alt: string }

export const productImages: readonly ProductImage[] = [
  {
    file: "01-front.jpg",
    alt: "LumaSculpt face massager seen from the front, its round LED head with rose-gold rim facing the camera above a pearl-white handle",
  },
  {
    file: "02-side.jpg",
    alt: "LumaSculpt face massager in side profile, showing the slim handle and the LED head angled forward",
  },
  {
    file: "03-led-blue.jpg",
    alt: "LumaSculpt LED head glowing blue in Blue mode against a dark background",
  },
  {
    file: "04-led-green.jpg",
    alt: "LumaSculpt LED head glowing green in Green mode against a dark background",
  },
  {
    file: "05-led-orange.jpg",
    alt: "LumaSculpt LED head glowing orange in Orange mode against a dark background",
  },
  {
    file: "06-led-red.jpg",
    alt: "LumaSculpt LED head glowing red in Red mode against a dark background",
  },
  {
    file: "07-face-contour.jpg",
    alt: "Illustrated face in profile with the LumaSculpt head on the jawline, red light glowing on the skin and a dotted arrow showing the upward stroke",
  },
  {
    file: "08-cooling.jpg",
    alt: "Illustration of LumaSculpt's cooling mode: the head lit icy blue among frost and snowflakes",
  },
  {
    file: "09-in-the-box.jpg",
    alt: "Illustrated flat lay: the LumaSculpt device beside a charging cable, a plum drawstring pouch and a card showing the four LED colours",
  },
]
