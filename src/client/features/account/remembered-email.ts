/**
 * Sessions last 7 days either way; sign-out keeps the address, unticking forgets it.
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
