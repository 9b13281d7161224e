/**
 * 'Remember me' (spec §5: the login form's `remember`, default off). The spec keeps every
 * session 7 days whatever it says, so here it means: fill in this e-mail address next time
 * on this device. Local storage `delelager/remembered-email`; unticking it forgets the
 * address. Sign-out keeps it — remembering across sessions is its point.
 */
const KEY = 'delelager/remembered-email'

export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberEmail(email: string, remember: boolean): void {
  try {
    if (remember) localStorage.setItem(KEY, email)
    else localStorage.removeItem(KEY)
  } catch {
    // Blocked storage: nothing is remembered.
  }
}
