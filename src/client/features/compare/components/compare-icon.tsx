import { StrokeIcon } from '../../../ui/stroke-icon'

export function CompareIcon({ className = 'list-toggle__icon' }: { className?: string }) {
  return (
    <StrokeIcon className={className} size={22}>
      <path d="M5 20V10M12 20V4M19 20v-7" />
    </StrokeIcon>
  )
}
