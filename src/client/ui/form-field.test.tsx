import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../i18n/i18n'
import { EmailField, InputField } from './form-field'

describe('InputField', () => {
  it('is named by its label and described by its hint', () => {
    render(<InputField label="Password" hint="At least 8 characters." type="password" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAccessibleDescription('At least 8 characters.')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('is marked invalid and described by its error while there is one', () => {
    render(<InputField label="E-mail address" error="Enter an e-mail address." />)
    const input = screen.getByRole('textbox', { name: 'E-mail address' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter an e-mail address.')
  })

  it('hands its other attributes and its ref to the input', () => {
    let element: HTMLInputElement | null = null
    render(
      <InputField
        label="Postcode"
        name="postcode"
        inputMode="numeric"
        ref={(node) => {
          element = node
        }}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Postcode' })
    expect(input).toHaveAttribute('name', 'postcode')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(element).toBe(input)
  })
})

describe('EmailField', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })

  it('is the required e-mail address field, with autofill it may be told to fill otherwise', () => {
    render(
      <I18nProvider i18n={i18n}>
        <EmailField name="email" />
        <EmailField name="login" autoComplete="username" />
      </I18nProvider>,
    )
    const [email, login] = screen.getAllByRole('textbox', { name: 'E-mail address' })
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('inputmode', 'email')
    expect(email).toHaveAttribute('autocomplete', 'email')
    expect(email).toBeRequired()
    expect(login).toHaveAttribute('autocomplete', 'username')
  })
})
