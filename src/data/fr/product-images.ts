/**
 * French edition of ../product-images.ts: the same files in the same order, each with the alt text
 * of the drawn stand-in (saying it is an illustration) and the one of the real photo it awaits.
 */
import type * as en from "../product-images"
import type { ProductImage } from "../product-images"

export const productImages: readonly ProductImage[] = [
  {
    file: "07-face-contour.jpg",
    alt: {
      standIn:
        "Illustration d'un visage de profil avec la tête de l'appareil LumaSculpt sur la joue, son bord inférieur sur la ligne de la mâchoire, une lumière rouge sur la peau et une flèche pointillée montrant le mouvement vers le haut",
      photo:
        "La tête de l'appareil LumaSculpt posée sur la joue, juste au-dessus de la ligne de la mâchoire, lumière rouge allumée",
    },
  },
  {
    file: "06-led-red.jpg",
    alt: {
      standIn:
        "Illustration de la tête DEL de LumaSculpt en mode Rouge, qui brille en rouge sur fond sombre",
      photo: "La tête DEL de LumaSculpt qui brille en rouge, en mode Rouge",
    },
  },
  {
    file: "01-front.jpg",
    alt: {
      standIn:
        "Illustration de l'appareil de massage facial LumaSculpt vu de face\u00a0: une tête DEL ronde au-dessus de la poignée",
      photo:
        "L'appareil de massage facial LumaSculpt vu de face\u00a0: une tête DEL ronde au-dessus de la poignée",
    },
  },
  {
    file: "02-side.jpg",
    alt: {
      standIn:
        "Illustration de l'appareil de massage facial LumaSculpt de profil, montrant la poignée et la tête DEL inclinée vers l'avant",
      photo: "L'appareil de massage facial LumaSculpt de profil, la tête DEL inclinée vers l'avant",
    },
  },
  {
    file: "03-led-blue.jpg",
    alt: {
      standIn:
        "Illustration de la tête DEL de LumaSculpt en mode Bleu, qui brille en bleu sur fond sombre",
      photo: "La tête DEL de LumaSculpt qui brille en bleu, en mode Bleu",
    },
  },
  {
    file: "04-led-green.jpg",
    alt: {
      standIn:
        "Illustration de la tête DEL de LumaSculpt en mode Vert, qui brille en vert sur fond sombre",
      photo: "La tête DEL de LumaSculpt qui brille en vert, en mode Vert",
    },
  },
  {
    file: "05-led-orange.jpg",
    alt: {
      standIn:
        "Illustration de la tête DEL de LumaSculpt en mode Orange, qui brille en orange sur fond sombre",
      photo: "La tête DEL de LumaSculpt qui brille en orange, en mode Orange",
    },
  },
  {
    file: "08-cooling.jpg",
    alt: {
      standIn:
        "Illustration du massage rafraîchissant de LumaSculpt\u00a0: la tête de l'appareil dessinée en bleu glacé parmi le givre et les flocons de neige",
      photo: "La tête de l'appareil LumaSculpt en mode massage rafraîchissant",
    },
  },
  {
    file: "09-in-the-box.jpg",
    alt: {
      standIn:
        "Illustration de l'appareil LumaSculpt seul\u202f; la fiche Amazon.ca indique le contenu de la boîte",
      photo: "L'appareil LumaSculpt seul\u202f; la fiche Amazon.ca indique le contenu de la boîte",
    },
  },
]

export const illustrationNote: typeof en.illustrationNote = {
  all: "Ces images sont des illustrations, pas des photos de l'appareil.",
  some: "Certaines de ces images sont des illustrations, pas des photos de l'appareil.",
  link: "Voir les photos du produit sur la fiche Amazon.ca",
  badge: "Illustration",
}
