import { useCallback, useState } from "react"

export type Accordion = {
  openIndex: number | null
  isOpen: (index: number) => boolean
  toggle: (index: number) => void
}

/** One item open at a time; toggling the open item closes it again (spec §4). */
export const useAccordion = (initial: number | null = null): Accordion => {
  const [openIndex, setOpenIndex] = useState<number | null>(initial)
  const toggle = useCallback(
    (index: number) => setOpenIndex((open) => (open === index ? null : index)),
    [],
  )
  const isOpen = useCallback((index: number) => openIndex === index, [openIndex])
  return { openIndex, isOpen, toggle }
}
