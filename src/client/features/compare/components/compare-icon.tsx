export function CompareIcon({ className = 'list-toggle__icon' }: { className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M5 20V10M12 20V4M19 20v-7" />
    </svg>
  )
}
