import { graphql, type PageProps } from "gatsby"
import { HomePage } from "../components/home/home-page"

/** The home page of both editions (/, /fr/): its context says which (src/node/on-create-page.ts). */
const Home = ({ data }: PageProps<Queries.HomePageQuery>) => <HomePage images={data} />

export default Home

export const query = graphql`
  query HomePage {
    ...HomeImages
  }
`
