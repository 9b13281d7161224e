import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import { clearSession, readToken } from '../../../lib/session-token'
import { ola } from '../../../test/users'
import { readRememberedEmail } from '../remembered-email'
import { session } from '../session'
import { CredentialsForm, type CredentialsFormProps } from './credentials-form'

/** The server answers every call with `status` and `body` (JSON). */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function serverUnreachable() {
  const fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch')
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderForm(props: Partial<CredentialsFormProps> = {}) {
  const onSignedIn = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <CredentialsForm mode="sign-in" onSignedIn={onSignedIn} {...props} />
    </I18nProvider>,
  )
  return { onSignedIn, user: userEvent.setup() }
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('E-mail address'), email)
  if (password) await user.type(screen.getByLabelText(/^Password/), password)
}

beforeAll(() => activateLocale('en'))

beforeEach(() => {
  clearSession()
  localStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the sign-in form', () => {
  it('asks for the e-mail address and the password before sending anything', async () => {
    const fetch = serverAnswers(200, { user: ola, token: 'tok' })
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument()
    expect(screen.getByText('This field is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail address')).toHaveFocus()
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses an e-mail address without exactly one @ with text on both sides', async () => {
    serverAnswers(200, { user: ola, token: 'tok' })
    const { user } = renderForm()
    await fillIn(user, 'ola.example.no', 'hemmelig')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      screen.getByText('Enter a valid e-mail address, such as ola@example.no.'),
    ).toBeInTheDocument()
  })

  it('signs in, keeps the session and reports the user', async () => {
    const fetch = serverAnswers(200, { user: ola, token: 'tok' })
    const { user, onSignedIn } = renderForm()
    await fillIn(user, ' ola@example.no ', 'hemmelig')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ola))
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/login')
    expect(readToken()).toBe('tok')
    expect(session.getSnapshot()).toEqual({ signedIn: true, user: ola })
  })

  it("says 'Sign-in failed: ' and the server's error in the page language", async () => {
    serverAnswers(401, {
      error: { code: 'INVALID_CREDENTIALS', message: 'The e-mail address or password is wrong.' },
    })
    const { user, onSignedIn } = renderForm()
    await fillIn(user, 'ola@example.no', 'feil passord')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in failed: The e-mail address or password is wrong.',
    )
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(readToken()).toBeNull()
  })

  it('words an error it does not know in the page language, never in the server’s English', async () => {
    serverAnswers(418, { error: { code: 'TEAPOT', message: 'I am a teapot.' } })
    const { user } = renderForm()
    await fillIn(user, 'ola@example.no', 'hemmelig')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in failed: Something went wrong. Please try again.',
    )
    expect(screen.getByRole('alert')).not.toHaveTextContent('teapot')

    serverAnswers(503, { error: { code: 'SERVER_BUSY', message: 'Busy.' } })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sign-in failed: The shop is very busy right now. Try again in a moment.',
      ),
    )
  })

  it('says the network failed when no answer comes', async () => {
    serverUnreachable()
    const { user } = renderForm()
    await fillIn(user, 'ola@example.no', 'hemmelig')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in failed: Network error or server not reachable',
    )
  })

  it('offline, sends nothing, says a connection is needed and keeps what was typed', async () => {
    const fetch = serverAnswers(200, { user: ola, token: 'tok' })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = renderForm()
    await fillIn(user, 'ola@example.no', 'hemmelig')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /You are offline\. This needs a connection/,
    )
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ola@example.no')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('hemmelig')
  })
})

describe('the sign-up form', () => {
  it('says the shortest password allowed and refuses a shorter one', async () => {
    const fetch = serverAnswers(201, { user: ola, token: 'tok' })
    const { user } = renderForm({ mode: 'sign-up' })
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument()
    await fillIn(user, 'ola@example.no', 'kort')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Password/)).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("says 'Sign-up failed: ' with the reason", async () => {
    serverAnswers(409, {
      error: {
        code: 'EMAIL_TAKEN',
        message: 'An account with this e-mail address already exists.',
      },
    })
    const { user } = renderForm({ mode: 'sign-up' })
    await fillIn(user, 'ola@example.no', 'langt nok passord')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-up failed: An account with this e-mail address already exists.',
    )

    serverUnreachable()
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sign-up failed: Network error or server not reachable',
      ),
    )
  })
})

describe("the header's sign-in form", () => {
  it("offers 'Remember me', off by default, and shows the server's error alone", async () => {
    serverAnswers(401, {
      error: { code: 'INVALID_CREDENTIALS', message: 'The e-mail address or password is wrong.' },
    })
    const { user } = renderForm({ variant: 'header' })
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked()
    await fillIn(user, 'ola@example.no', 'feil')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^The e-mail address or password is wrong\.$/)
    expect(alert.querySelector('.alert--danger')).not.toBeNull()
  })

  it('remembers the e-mail address for next time only when asked', async () => {
    serverAnswers(200, { user: ola, token: 'tok' })
    const { user, onSignedIn } = renderForm({ variant: 'header' })
    await fillIn(user, 'ola@example.no', 'hemmelig')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(readRememberedEmail()).toBe('ola@example.no')
  })
})
