// The floor's home: a heading, a sentence and a link, the least a page of this stack can hydrate.
const IndexPage = () => (
  <main>
    <h1>Floor</h1>
    <p>A Gatsby 5 page with React 18 and nothing else.</p>
    <a href="/hello-world/">Hello world</a>
  </main>
)

export default IndexPage

export const Head = () => (
  <>
    <html lang="en" />
    <title>Floor</title>
  </>
)
