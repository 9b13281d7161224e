import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FetchError } from 'ofetch'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/i18n'
import type { sendContactMessage } from '../../../data/information/send-contact-message'
import { ContactForm } from './contact-form'

type Send = typeof sendContactMessage

function renderForm(send: Send) {
  render(
    <I18nProvider i18n={i18n}>
      <ContactForm send={send} />
    </I18nProvider>,
  )
  return userEvent.setup()
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Kari Nordmann ')
  await user.type(screen.getByLabelText('E-mail address'), 'kari@example.no')
  await user.type(screen.getByLabelText('Message'), 'Har dere P 85 112 på lager?')
}

describe('the contact form', () => {
  beforeAll(() => activateLocale('en'))

  it('sends the trimmed message, empties the form and confirms', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ id: 'x', message: 'Takk!' })
    const user = renderForm(send)

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(send).toHaveBeenCalledWith(
      {
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        subject: undefined,
        message: 'Har dere P 85 112 på lager?',
      },
      'no',
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your message has been received.',
    )
    expect(screen.getByLabelText('Message')).toHaveValue('')
  })

  it('names every missing or wrong field, focuses the first, and sends nothing', async () => {
    const send = vi.fn<Send>()
    const user = renderForm(send)

    await user.type(screen.getByLabelText('E-mail address'), 'kari.example.no')
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(send).not.toHaveBeenCalled()
    const name = screen.getByLabelText('Name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('This field is required.')
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as ola@example.no.',
    )
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Registration number or article number helps us answer quickly. This field is required.',
    )
    expect(screen.getByLabelText('Subject (optional)')).not.toHaveAttribute('aria-invalid')
  })

  it('says the message was not sent when offline, and keeps the text for another try', async () => {
    const send = vi.fn<Send>().mockRejectedValue(new FetchError('fetch failed'))
    const user = renderForm(send)

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline, so the message was not sent.',
    )
    expect(screen.getByLabelText('Message')).toHaveValue('Har dere P 85 112 på lager?')
  })

  it.each([
    [
      'says so when the server refuses or fails',
      500,
      'The message could not be sent. Please try again, or call or e-mail us.',
    ],
    [
      'says to wait when the shop has had too many messages from this connection (429)',
      429,
      'Please try again in an hour',
    ],
  ])('%s', async (_name, status, says) => {
    const failure = Object.assign(new FetchError(String(status)), {
      response: new Response(null, { status }),
    })
    const send = vi.fn<Send>().mockRejectedValue(failure)
    const user = renderForm(send)

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByRole('status')).toHaveTextContent(says)
    expect(screen.getByLabelText('Message')).toHaveValue('Har dere P 85 112 på lager?')
  })
})
