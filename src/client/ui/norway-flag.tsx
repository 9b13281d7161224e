/** The Norwegian flag (22:16), drawn inline: decorative, so hidden from assistive technology. */
export function NorwayFlag({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 22 16"
      width="22"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="22" height="16" fill="#ba0c2f" />
      <rect x="6" width="4" height="16" fill="#fff" />
      <rect y="6" width="22" height="4" fill="#fff" />
      <rect x="7" width="2" height="16" fill="#00205b" />
      <rect y="7" width="22" height="2" fill="#00205b" />
    </svg>
  )
}
