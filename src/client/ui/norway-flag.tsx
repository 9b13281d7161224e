/**
 * The Norwegian flag (22:16), drawn by CSS gradients (`.norway-flag` in styles.css) rather than
 * inline SVG: the header carries it on every page, and stylesheet bytes do not count against
 * the front page's JS budget. Decorative, so hidden from assistive technology.
 */
export function NorwayFlag({ className }: { className?: string }) {
  return <span className={`norway-flag ${className ?? ''}`} aria-hidden="true" />
}
