import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithToasts } from '../../../test/render-with-toasts'
import {
  brakeDisc,
  pastListPause,
  startEachButtonTestWithEmptyLists,
} from '../../../test/saved-articles'
import { clearToasts } from '../../../ui/toasts'
import { CompareButton } from './compare-button'

describe('the compare button', () => {
  startEachButtonTestWithEmptyLists()

  it('adds the article after 250 ms and says so', async () => {
    const toasts = renderWithToasts(<CompareButton article={brakeDisc(1)} />)
    const button = screen.getByRole('button', { name: 'Add to compare: Brake disc TRW DF1' })
    fireEvent.click(button)
    await pastListPause()
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(within(toasts).getByText('Added to compare')).toBeInTheDocument()
  })

  it('refuses a fifth article with a message saying what to do', async () => {
    const toasts = renderWithToasts(
      [1, 2, 3, 4, 5].map((id) => <CompareButton key={id} article={brakeDisc(id)} />),
    )
    for (const id of [1, 2, 3, 4]) {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`DF${id}$`) }))
      await pastListPause()
    }
    act(() => clearToasts())
    const fifth = screen.getByRole('button', { name: /DF5$/ })
    fireEvent.click(fifth)
    await pastListPause()
    expect(fifth).toHaveAttribute('aria-pressed', 'false')
    expect(
      within(toasts).getByText('You can compare up to 4 products. Remove one to add another.'),
    ).toBeInTheDocument()
  })
})
