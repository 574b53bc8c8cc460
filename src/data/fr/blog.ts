/** French edition of ../blog.ts (see there for what each string is for). */
import type * as en from "../blog"
import { brand } from "../site"

export const blogIndexCopy: typeof en.blogIndexCopy = {
  seoTitle: `Blogue | ${brand.name} - Luminothérapie et technologie EMS expliquées`,
  seoDescription: `Des guides fondés sur la recherche sur la luminothérapie rouge, les couleurs DEL, l'EMS pour le contour de la mâchoire, le froid et les rides, par l'équipe ${brand.name}, pour le public canadien.`,
  heading: "Blogue science et technologie des soins de la peau",
  intro:
    "Des guides en langage clair sur la lumière rouge, les couleurs DEL, l'EMS et le froid\u00a0: ce que la recherche montre et ne montre pas, comment bâtir une routine douce à la maison, et à quoi vous attendre.",
  featuredHeading: "Article vedette",
  featuredBadge: "Vedette",
  newBadge: "Nouveau",
  allHeading: "Tous les articles",
  feedTitle: `Blogue ${brand.name}`,
}

export const articleCopy: typeof en.articleCopy = {
  seoTitle: (title: string) => `${title} | Blogue ${brand.name}`,
  breadcrumbLabel: "Fil d'Ariane",
  home: "Accueil",
  blog: "Blogue",
  byline: (author: string) => `Par ${author}`,
  tagsLabel: "Mots-clés",
  readArticle: "Lire l'article",
  readArticleTarget: (title: string) => ` sur ${title}`,
  backToBlog: "Retour au blogue",
  moreHeading: "À lire aussi",
  newer: "Article plus récent",
  older: "Article plus ancien",
  readTime: (minutes: number) => `${minutes} min de lecture`,
}

export const blogNotFoundCopy: typeof en.blogNotFoundCopy = {
  title: `Article introuvable | Blogue ${brand.name}`,
  heading: "Article introuvable",
  body: "Nous n'avons pas trouvé cet article. Il a peut-être été déplacé, ou le lien contient une faute de frappe.",
  linkText: "Retour au blogue",
}
