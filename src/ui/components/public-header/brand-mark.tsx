/** Selera's mark: a bowl with an AI spark above it. Decorative: the word "Selera" beside it is the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--teal-700)" />
      <path d="M6.5 17h19a9.5 9.5 0 0 1-19 0z" fill="var(--white)" />
      <path d="M16 4.5l1.5 3.3 3.3 1.5-3.3 1.5L16 14.1l-1.5-3.3-3.3-1.5 3.3-1.5z" fill="var(--saffron-400)" />
    </svg>
  )
}
