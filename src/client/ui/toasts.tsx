import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createSignal } from '../lib/signal'
import './toasts.css'

export const TOAST_DURATION_MS = 5000
const MAX_TOASTS = 3

interface ToastEntry {
  id: number
  message: string
}

const toasts = createSignal<readonly ToastEntry[]>([])
let nextId = 1

export function toast(message: string): void {
  toasts.set([...toasts.get(), { id: nextId++, message }].slice(-MAX_TOASTS))
}

function dismiss(id: number) {
  toasts.set(toasts.get().filter((entry) => entry.id !== id))
}

/** In the page from the start: a live region added together with its message is not read out. Hover or focus pauses closing. */
export function Toasts() {
  const { t } = useLingui()
  const entries = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)
  const paused = hovered || focused

  // A focused button that disappears takes focus with it without a blur event: send focus to
  // the next toast, or back where it came from, so keyboard users keep their place.
  const close = (id: number) => {
    const buttons = [...(region.current?.querySelectorAll('button') ?? [])]
    const index = entries.findIndex((entry) => entry.id === id)
    dismiss(id)
    if (!region.current?.contains(document.activeElement)) return
    const next = buttons[index + 1] ?? buttons[index - 1]
    if (next) {
      next.focus()
      return
    }
    setFocused(false)
    if (cameFrom.current?.isConnected) cameFrom.current.focus()
  }

  return (
    <div
      ref={region}
      role="status"
      aria-live="polite"
      aria-label={t`Notifications`}
      className="toasts"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null
        }
        setFocused(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      {entries.map((entry) => (
        <Toast
          key={entry.id}
          entry={entry}
          paused={paused}
          label={t`Close message`}
          onClose={() => close(entry.id)}
        />
      ))}
    </div>
  )
}

interface ToastProps {
  entry: ToastEntry
  paused: boolean
  label: string
  onClose: () => void
}

function Toast({ entry, paused, label, onClose }: ToastProps) {
  const remaining = useRef(TOAST_DURATION_MS)
  useEffect(() => {
    if (paused) return
    const shownAt = Date.now()
    const timer = setTimeout(() => dismiss(entry.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - shownAt))
    }
  }, [paused, entry.id])
  return (
    <div className="toast">
      <p className="toast__message">{entry.message}</p>
      <button type="button" className="toast__close" aria-label={label} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

export function clearToasts(): void {
  toasts.set([])
}
