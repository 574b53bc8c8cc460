/** The cases in which LumaSculpt must not be used: every safety list and the FAQ name each one. */
export const mustNotUseTopics: readonly RegExp[] = [
  /pregnant/,
  /pacemaker/,
  /epilepsy/,
  /cancer/,
  /mole, growth or patch of skin that is new, changing or undiagnosed/,
]
