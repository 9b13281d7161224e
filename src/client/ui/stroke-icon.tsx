import type { ReactNode } from 'react'

/** A square stroked icon drawn in the text colour; decorative, so the control's text names it. */
export function StrokeIcon({
  className,
  size = 24,
  children,
}: {
  className?: string
  size?: number
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
