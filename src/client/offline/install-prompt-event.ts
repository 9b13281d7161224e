/**
 * Chromium's `beforeinstallprompt`, caught as the page starts (before the lazy code loads); the
 * mini-infobar is held back: the shop asks in its own words, once.
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
  /** The browser allows one prompt() per event. */
  take(): InstallPromptEvent | null {
    const event = kept.get()
    kept.set(null)
    return event
  },
}

/** An offer over a page nobody has looked at yet is in the way (and the largest paint). */
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
