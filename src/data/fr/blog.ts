/** French edition of ../blog.ts (see there for what each string is for). */
import type * as en from "../blog"
import { brand } from "../site"

export const blogIndexCopy: typeof en.blogIndexCopy = {
  seoTitle: `Blogue | ${brand.name} – Lumière rouge et électrostimulation (EMS) expliquées`,
  seoDescription: `Des guides soucieux des données probantes\u00a0: lumière rouge, couleurs DEL, électrostimulation (EMS) et mâchoire, massage rafraîchissant et apparence des ridules, par l'équipe ${brand.name}, pour le public canadien.`,
  heading: "Le blogue\u00a0: science et technologie au service de votre peau",
  intro:
    "Des guides en langage clair sur la lumière rouge, les couleurs DEL, l'électrostimulation (EMS) et le froid\u00a0: ce que la recherche montre et ne montre pas, comment bâtir une routine douce à la maison, et à quoi vous attendre.",
  featuredHeading: "Article vedette",
  featuredBadge: "Vedette",
  newBadge: "Nouveau",
  allHeading: "Tous les articles",
  feedTitle: `Blogue ${brand.name}`,
}

export const articleCopy: typeof en.articleCopy = {
  seoTitle: `{title} | Blogue ${brand.name}`,
  breadcrumbLabel: "Fil d'Ariane",
  home: "Accueil",
  blog: "Blogue",
  byline: "Par {author}",
  updated: "Mis à jour le {date}",
  /** A team name takes the article (« Par l'équipe de rédaction de… »); a person's name does not. */
  teamAuthor: { prefix: "Équipe ", inByline: "l'équipe " },
  tagsLabel: "Mots-clés",
  readArticle: "Lire l'article",
  readArticleTarget: " «\u202f{title}\u202f»",
  backToBlog: "Retour au blogue",
  moreHeading: "À lire aussi",
  newer: "Article plus récent",
  older: "Article plus ancien",
  readTime: "{minutes}\u00a0min de lecture",
}

export const blogNotFoundCopy: typeof en.blogNotFoundCopy = {
  title: `Article introuvable | Blogue ${brand.name}`,
  heading: "Article introuvable",
  body: "Nous n'avons pas trouvé cet article. Il a peut-être été déplacé, ou le lien contient une faute de frappe.",
  linkText: "Retour au blogue",
}
