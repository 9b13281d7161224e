/**
 * Chromium's `beforeinstallprompt`, caught as soon as the page starts (it can
 * come before the app's lazy code loads) and kept for the 'Installer appen' prompt. The
 * browser's own mini-infobar is held back: the shop asks in its own words, once.
 */
import { createSignal } from '../lib/signal'

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const kept = createSignal<InstallPromptEvent | null>(null)

export function catchInstallPrompt(): void {
  watchEngagement()
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    kept.set(event as InstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => kept.set(null))
}

export const installPrompt = {
  get: kept.get,
  subscribe: kept.subscribe,
  /** Used once: the browser allows one prompt() per event. */
  take(): InstallPromptEvent | null {
    const event = kept.get()
    kept.set(null)
    return event
  },
}

/**
 * Whether the shopper has done anything on the page yet (a tap, a key, a scroll). The shop
 * offers the install only after that: an offer over a page nobody has looked at yet is in
 * the way (and would be the largest thing painted while the page loads).
 */
const engaged = createSignal(false)
const ENGAGING_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const

function watchEngagement(): void {
  if (engaged.get()) return
  const mark = () => {
    for (const type of ENGAGING_EVENTS) window.removeEventListener(type, mark, true)
    engaged.set(true)
  }
  for (const type of ENGAGING_EVENTS)
    window.addEventListener(type, mark, { capture: true, passive: true })
}

export const engagement = { get: engaged.get, subscribe: engaged.subscribe }
