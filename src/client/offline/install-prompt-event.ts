/**
 * Chromium's `beforeinstallprompt` (issue 9 §1), caught as soon as the page starts (it can
 * come before the app's lazy code loads) and kept for the 'Installer appen' prompt. The
 * browser's own mini-infobar is held back: the shop asks in its own words, once.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let kept: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

export function catchInstallPrompt(): void {
  watchEngagement()
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    kept = event as InstallPromptEvent
    for (const listener of listeners) listener()
  })
  window.addEventListener('appinstalled', () => {
    kept = null
    for (const listener of listeners) listener()
  })
}

export const installPrompt = {
  get: (): InstallPromptEvent | null => kept,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Used once: the browser allows one prompt() per event. */
  take(): InstallPromptEvent | null {
    const event = kept
    kept = null
    for (const listener of listeners) listener()
    return event
  },
}

/**
 * Whether the shopper has done anything on the page yet (a tap, a key, a scroll). The shop
 * offers the install only after that: an offer over a page nobody has looked at yet is in
 * the way (and would be the largest thing painted while the page loads).
 */
let engaged = false
const engagedListeners = new Set<() => void>()
const ENGAGING_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const

function watchEngagement(): void {
  if (engaged) return
  const mark = () => {
    engaged = true
    for (const type of ENGAGING_EVENTS) window.removeEventListener(type, mark, true)
    for (const listener of engagedListeners) listener()
  }
  for (const type of ENGAGING_EVENTS)
    window.addEventListener(type, mark, { capture: true, passive: true })
}

export const engagement = {
  get: (): boolean => engaged,
  subscribe(listener: () => void): () => void {
    engagedListeners.add(listener)
    return () => engagedListeners.delete(listener)
  },
}
