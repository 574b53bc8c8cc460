import styled from "@emotion/styled"
import type { ConsentSeller } from "../../data/newsletter"
import { useMessages } from "../../hooks/use-messages"
import { useToast } from "../../hooks/use-toast"
import { useAnnounceHydrated } from "../../hooks/use-announce-hydrated"
import { colors, fontSizes, mq, radii, shadows, space } from "../../styles/theme"
import { ConsentNotice } from "./consent-notice"
import { NewsletterForm } from "./newsletter-form"
import { ToastRegion } from "./toast"

const ids = { heading: "newsletter-heading", consent: "newsletter-consent" } as const

const Section = styled.section`
  margin-block: ${space.xl};
  padding: ${space.lg} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.card};
  box-shadow: ${shadows.card};
  ${mq.md} {
    padding: ${space.xl};
  }
`

const Heading = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xxl};
`

const Pitch = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.inkMuted};
`

/** The form with its consent text beside it on wide screens and below it on phones. */
const Body = styled.div`
  display: grid;
  /* minmax(0, …): an <input>'s intrinsic width must not push the column past a 320px screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${space.xl};
    align-items: start;
  }
`

/**
 * The event the box sends on `window` once it has hydrated (useAnnounceHydrated). The box hydrates
 * with the page's body, after the root (HydrateLater in the layout), so this, not
 * <html data-hydrated>, says when the form is enhanced.
 */
export const newsletterHydratedEvent = "newsletter-hydrated"

/** The blog's 'Stay Updated' box: a Netlify newsletter form with CASL consent and a toast. */
export type NewsletterSignupProps = {
  /** The sender the consent names (the page reads it from the register: useBusiness). */
  seller: ConsentSeller
}

export const NewsletterSignup = ({ seller }: NewsletterSignupProps) => {
  const newsletterCopy = useMessages("newsletter")
  const { toasts, show } = useToast()
  useAnnounceHydrated(newsletterHydratedEvent)
  return (
    <Section aria-labelledby={ids.heading}>
      <Heading id={ids.heading}>{newsletterCopy.heading}</Heading>
      <Pitch>{newsletterCopy.pitch}</Pitch>
      <Body>
        <NewsletterForm
          consentId={ids.consent}
          onSubscribed={() => show(newsletterCopy.messages.success)}
        />
        <ConsentNotice id={ids.consent} seller={seller} />
      </Body>
      <ToastRegion toasts={toasts} />
    </Section>
  )
}
