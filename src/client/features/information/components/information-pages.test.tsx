import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { renderInRouter } from '../../../test/render-in-router'
import { BlogPostPage } from './blog-post-page'
import { TermsPage } from './terms-page'

function renderPage(ui: ReactNode, locale: 'no' | 'en' = 'en') {
  renderInRouter({ pages: { '/': ui }, locale })
}

describe('the information pages', () => {
  beforeAll(() => activateLocale('en'))

  it('the terms state the 14-day right of withdrawal and show the seller', async () => {
    renderPage(<TermsPage seller={<p>Delelager AS</p>} />)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '8. Right of withdrawal' })).toBeInTheDocument()
    expect(screen.getByText(/14-day right of withdrawal under the Cancellation Act/)).toBeVisible()
    expect(screen.getByText('Delelager AS')).toBeInTheDocument()
    expect(document.title).toBe('Terms and conditions – Delelager')
  })

  it('a blog post shows in the page language under one h1', async () => {
    renderPage(<BlogPostPage slug="slik-bytter-du-bremseklosser" />, 'no')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Slik bytter du bremseklosser' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog')
  })

  it('an unknown blog post is the 404 page', async () => {
    renderPage(<BlogPostPage slug="finnes-ikke" />)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument()
  })
})
