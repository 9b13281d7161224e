import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InputField } from './form-field'

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
