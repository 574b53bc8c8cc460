/**
 * Fills a message's `{name}` placeholders (`"Show photo {n}"`). Messages are data: they travel to
 * the browser in each page's context as JSON, so a sentence that takes a value is a template
 * rather than a function. A placeholder with no value stays as written, so a typo shows.
 */
export const formatMessage = (
  template: string,
  values: Readonly<Record<string, string | number>>,
): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
