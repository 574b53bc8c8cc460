import { graphql, type PageProps } from "gatsby"
import { HomePage } from "../../components/home/home-page"
import * as copy from "../../data/fr/home"

const FrenchHomePage = ({ data }: PageProps<Queries.FrenchHomePageQuery>) => (
  <HomePage locale="fr" copy={copy} images={data} />
)

export default FrenchHomePage

export const query = graphql`
  query FrenchHomePage {
    ...HomeImages
  }
`
