import type { PageProps } from "gatsby"
import { NotFoundPage } from "../components/common/not-found-page"

/**
 * Every unknown path (Netlify serves it with status 404): outside /fr/ in English, as Gatsby makes
 * it; under /fr/ in French, the same page created with the French context (src/node/create-pages.ts).
 */
const NotFound = ({ location }: PageProps) => <NotFoundPage pathname={location.pathname} />

export default NotFound
