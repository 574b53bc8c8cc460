// The floor's article: twelve paragraphs of plain text, no styles, images or components.
const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. A plain article body with no styling library, no images and no ` +
    "components beyond React elements, so that what the browser does while loading it is " +
    "Gatsby's runtime and React's hydration of a page of text, and little else.",
)

const HelloWorld = () => (
  <main>
    <article>
      <h1>Hello world</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
    <a href="/">Home</a>
  </main>
)

export default HelloWorld

export const Head = () => (
  <>
    <html lang="en" />
    <title>Hello world</title>
  </>
)
