/** French edition of ../product-images.ts: the same photos in the same order, described in French. */
import type { ProductImage } from "../product-images"

export const productImages: readonly ProductImage[] = [
  {
    file: "01-front.jpg",
    alt: "L'appareil de massage facial LumaSculpt vu de face, sa tête DEL ronde cerclée d'or rose face à l'objectif, au-dessus d'une poignée blanc nacré",
  },
  {
    file: "02-side.jpg",
    alt: "L'appareil de massage facial LumaSculpt de profil, montrant la poignée mince et la tête DEL inclinée vers l'avant",
  },
  {
    file: "03-led-blue.jpg",
    alt: "La tête DEL de LumaSculpt allumée en bleu en mode Bleu, sur fond sombre",
  },
  {
    file: "04-led-green.jpg",
    alt: "La tête DEL de LumaSculpt allumée en vert en mode Vert, sur fond sombre",
  },
  {
    file: "05-led-orange.jpg",
    alt: "La tête DEL de LumaSculpt allumée en orange en mode Orange, sur fond sombre",
  },
  {
    file: "06-led-red.jpg",
    alt: "La tête DEL de LumaSculpt allumée en rouge en mode Rouge, sur fond sombre",
  },
  {
    file: "07-face-contour.jpg",
    alt: "Illustration d'un visage de profil avec la tête de LumaSculpt sur la mâchoire, une lumière rouge sur la peau et une flèche pointillée montrant le mouvement vers le haut",
  },
  {
    file: "08-cooling.jpg",
    alt: "Illustration du mode froid de LumaSculpt\u00a0: la tête éclairée d'un bleu glacé parmi le givre et les flocons de neige",
  },
  {
    file: "09-in-the-box.jpg",
    alt: "Illustration à plat\u00a0: l'appareil LumaSculpt à côté d'un câble de recharge, d'une pochette à cordon prune et d'une carte montrant les quatre couleurs DEL",
  },
]
