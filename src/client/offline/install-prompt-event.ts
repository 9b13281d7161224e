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
