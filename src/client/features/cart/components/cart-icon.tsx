import { StrokeIcon } from '../../../ui/stroke-icon'

export function CartIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className} size={22}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </StrokeIcon>
  )
}
