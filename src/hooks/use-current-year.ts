import { useEffect, useState } from "react"
import { buildYear } from "../data/site"

/**
 * The year is rendered at build time and refreshed in the browser, so a site built last year
 * still shows the visitor's current year. The first render uses the build year, so it matches the
 * server's HTML.
 */
export const useCurrentYear = (): number => {
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}
