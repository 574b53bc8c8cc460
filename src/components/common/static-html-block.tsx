export type StaticHtmlBlockProps = { html: string }

/** Markup the build rendered (src/node/static-html.tsx): the browser keeps it as it is. */
export const StaticHtmlBlock = ({ html }: StaticHtmlBlockProps) => (
  <div dangerouslySetInnerHTML={{ __html: html }} />
)
