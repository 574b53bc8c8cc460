import { graphql, type PageProps } from "gatsby"
import { HomePage } from "../components/home/home-page"
import * as copy from "../data/home"

const EnglishHomePage = ({ data }: PageProps<Queries.HomePageQuery>) => (
  <HomePage locale="en" copy={copy} images={data} />
)

export default EnglishHomePage

export const query = graphql`
  query HomePage {
    ...HomeImages
  }
`
