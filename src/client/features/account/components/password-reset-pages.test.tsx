import type { ReactNode } from 'react'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { renderInRouter } from '../../../test/render-in-router'
import type { requestPasswordReset, resetPassword } from '../../../data/account/password-reset'
import { ForgotPasswordPage } from './forgot-password-page'
import { ResetPasswordPage } from './reset-password-page'

const refusal = (code: string) => ({ data: { error: { code, message: code } } })

function renderAt(page: ReactNode) {
  return renderInRouter({
    pages: { '/': page, '/account/login': null, '/account/forgot-password': null },
  }).user
}

describe('the forgot-password page', () => {
  beforeAll(() => activateLocale('en'))

  it('asks for a link in the page language and says the same calm thing whatever the address', async () => {
    const send = vi.fn<typeof requestPasswordReset>().mockResolvedValue({ accepted: true })
    const user = renderAt(<ForgotPasswordPage send={send} />)
    await user.type(await screen.findByLabelText('E-mail address'), ' kari@example.no ')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(send).toHaveBeenCalledWith({ email: 'kari@example.no' }, 'en')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account has this address, a link to choose a new password is on its way.',
    )
  })

  it('sends nothing for an address that is not one', async () => {
    const send = vi.fn<typeof requestPasswordReset>()
    const user = renderAt(<ForgotPasswordPage send={send} />)
    await user.type(await screen.findByLabelText('E-mail address'), 'kari')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })
})

describe('the reset-password page', () => {
  beforeAll(() => activateLocale('en'))

  async function choose(user: ReturnType<typeof renderAt>, password: string, repeat = password) {
    await user.type(await screen.findByLabelText('New password'), password)
    await user.type(screen.getByLabelText('Repeat the new password'), repeat)
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
  }

  it('sends the token with the new password and points to the sign-in', async () => {
    const send = vi.fn<typeof resetPassword>().mockResolvedValue({ success: true })
    const user = renderAt(<ResetPasswordPage token="tok" send={send} />)
    await choose(user, 'nytt passord 1')
    expect(send).toHaveBeenCalledWith({ token: 'tok', password: 'nytt passord 1' })
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('The password is changed. Sign in with the new one.')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/login')
  })

  it('checks the two passwords before sending', async () => {
    const send = vi.fn<typeof resetPassword>()
    const user = renderAt(<ResetPasswordPage token="tok" send={send} />)
    await choose(user, 'nytt passord 1', 'nytt passord 2')
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })

  it.each([
    ['RESET_TOKEN_USED', 'has already been used'],
    ['RESET_TOKEN_EXPIRED', 'has expired: it works for one hour'],
  ])(
    'says so clearly for a link the shop refuses with %s, with the way to a new one',
    async (code, text) => {
      const send = vi.fn<typeof resetPassword>().mockRejectedValue(refusal(code))
      const user = renderAt(<ResetPasswordPage token="tok" send={send} />)
      await choose(user, 'nytt passord 1')
      expect(await screen.findByRole('status')).toHaveTextContent(text)
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument()
    },
  )

  it('says a link without a token is not valid', async () => {
    renderAt(<ResetPasswordPage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('is not valid')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
