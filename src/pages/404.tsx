import type { PageProps } from "gatsby"
import { NotFoundPage } from "../components/common/not-found-page"

/** Every unknown path outside /fr/ (Netlify serves it with status 404). */
const EnglishNotFoundPage = ({ location }: PageProps) => (
  <NotFoundPage locale="en" pathname={location.pathname} />
)

export default EnglishNotFoundPage
