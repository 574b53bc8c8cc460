import type { PageProps } from "gatsby"
import { NotFoundPage } from "../components/common/not-found-page"
import type { PageLocale } from "../hooks/use-locale"

/** Every unknown /fr/… path (client-side via matchPath, 404 on the server); see create-pages. */
const NotFoundTemplate = ({ location, pageContext }: PageProps<object, PageLocale>) => (
  <NotFoundPage locale={pageContext.locale} pathname={location.pathname} />
)

export default NotFoundTemplate
