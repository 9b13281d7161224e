/** CSS gradients, not inline SVG: stylesheet bytes do not count against the front page's JS budget. */
export function NorwayFlag({ className }: { className?: string }) {
  return <span className={`norway-flag ${className ?? ''}`} aria-hidden="true" />
}
