import { graphql, type PageProps } from "gatsby"
import { HomePage } from "../components/home/home-page"
import type { HomeContext } from "../lib/page-context"

/**
 * The home page of both editions (/, /fr/): its context says which, and whether the video is still
 * the drawn stand-in (src/node/on-create-page.ts).
 */
const Home = ({ data, pageContext }: PageProps<Queries.HomePageQuery, HomeContext>) => (
  <HomePage images={data} videoStandIn={pageContext.videoStandIn} />
)

export default Home

export const query = graphql`
  query HomePage {
    ...HomeImages
  }
`
