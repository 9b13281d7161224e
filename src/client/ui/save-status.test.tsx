import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../i18n/i18n'
import { type SaveAttempt, SaveControls, useSaveOutcome } from './save-status'

function Form({ work, attempt }: { work: () => Promise<unknown>; attempt: SaveAttempt }) {
  const save = useSaveOutcome()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void save.run(work, attempt)
      }}
    >
      <SaveControls save={save} label="Save" done="Saved." />
    </form>
  )
}

function renderForm(work: () => Promise<unknown>, attempt: SaveAttempt) {
  render(
    <I18nProvider i18n={i18n}>
      <Form work={work} attempt={attempt} />
    </I18nProvider>,
  )
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Save' }) }
}

const noAnswer = () => Object.assign(new Error('Failed to fetch'), { name: 'FetchError' })

describe('a form save', () => {
  beforeAll(async () => {
    await activateLocale('en')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('says "Saving…" while sending, then that it is saved, with the focus on the status', async () => {
    let finish = () => {}
    const { user, button } = renderForm(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
      { failure: () => 'Not saved.' },
    )
    await user.click(button)
    expect(button).toHaveTextContent('Saving…')
    expect(button).toBeDisabled()
    finish()
    expect(await screen.findByText('Saved.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveFocus()
    expect(button).toHaveTextContent('Save')
  })

  it("says why the save failed in the form's own words", async () => {
    const { user, button } = renderForm(() => Promise.reject(new Error('400')), {
      failure: () => 'Not saved.',
    })
    await user.click(button)
    expect(await screen.findByText('Not saved.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveFocus()
  })

  it('says the shop could not be reached when no answer came', async () => {
    const { user, button } = renderForm(() => Promise.reject(noAnswer()), {
      failure: () => 'Not saved.',
    })
    await user.click(button)
    expect(
      await screen.findByText('The shop could not be reached. Try again when you are online.'),
    ).toBeInTheDocument()
  })

  it('says the offline words without sending while the browser is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const work = vi.fn(() => Promise.resolve())
    const { user, button } = renderForm(work, { offline: 'You are offline.', failure: () => '' })
    await user.click(button)
    expect(await screen.findByText('You are offline.')).toBeInTheDocument()
    expect(work).not.toHaveBeenCalled()
  })

  it('goes back to idle, saying nothing, when the form has shown the failure itself', async () => {
    const { user, button } = renderForm(() => Promise.reject(new Error('409')), {
      failure: () => undefined,
    })
    await user.click(button)
    await vi.waitFor(() => expect(button).toBeEnabled())
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
