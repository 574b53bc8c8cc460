import styled from "@emotion/styled"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { ProseArticle, ProseIntro } from "../common/prose-page"
import { shortcodeListStyles } from "../blog/shortcode-styles"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { localizedRoutes } from "../../data/routes"

const List = styled.ul(shortcodeListStyles)

/** The order of the safety list, as every article's <SafetyNotes /> gives it. */
const groupKeys = ["notForYou", "askFirst", "everySession", "whenToStop"] as const

/**
 * The safety page of either edition (/safety/, /fr/securite/): the whole safety list of
 * src/data/guidance.ts under a heading per group, so a visitor can find and cite it without
 * opening an article. Items other pages link to carry their anchor (the Blue light caution).
 */
export const SafetyPage = () => {
  const locale = useLocale()
  const copy = useMessages("safety")
  const { safety } = useMessages("guidance")
  return (
    <Layout>
      <Seo
        title={copy.title}
        description={copy.description}
        path={localizedRoutes[locale].safety}
      />
      <ProseArticle as="article">
        <h1>{copy.heading}</h1>
        <ProseIntro>{copy.intro}</ProseIntro>
        {groupKeys.map((key) => (
          <section key={key} aria-labelledby={`safety-${key}`}>
            <h2 id={`safety-${key}`}>{copy.groups[key]}</h2>
            <p>{safety[key].intro}</p>
            <List>
              {safety[key].items.map(({ label, text, anchor }) => (
                <li key={label} id={anchor}>
                  <strong>{label}</strong>
                  {` ${text}`}
                </li>
              ))}
            </List>
          </section>
        ))}
        <p>{safety.outro}</p>
      </ProseArticle>
    </Layout>
  )
}
