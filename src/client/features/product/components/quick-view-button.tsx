import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, useEffect, useRef, useState } from 'react'
import { LazyDialog } from '../../../ui/lazy-dialog'
import type { QuickViewArticle } from './quick-view-dialog'
import './quick-view-button.css'

/** Wait between pressing 'Quick view' and the modal opening, ms. */
export const QUICK_VIEW_DELAY_MS = 250

const loadDialog = () => import('./quick-view-dialog')
const QuickViewDialog = lazy(loadDialog)

interface QuickViewButtonProps {
  /** The quick view shows this copy; it fetches nothing. */
  article: QuickViewArticle
  onAddToCart: (quantity: number) => void
}

/** The modal's code loads on first hover, focus or press, so cards cost nothing until used. */
export function QuickViewButton({ article, onAddToCart }: QuickViewButtonProps) {
  const { t } = useLingui()
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current)
    },
    [],
  )

  const open = () => {
    if (state !== 'closed') return
    void loadDialog()
    setState('opening')
    timer.current = setTimeout(() => setState('open'), QUICK_VIEW_DELAY_MS)
  }

  return (
    <>
      <button
        type="button"
        className="button quick-view-button"
        aria-haspopup="dialog"
        aria-busy={state === 'opening' || undefined}
        aria-label={t`Quick view: ${article.articleName}`}
        onClick={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <EyeIcon />
        <Trans>Quick view</Trans>
        {state === 'opening' && (
          <span className="quick-view-button__busy" role="status">
            <span className="visually-hidden">
              <Trans>Opening quick view…</Trans>
            </span>
          </span>
        )}
      </button>
      {state === 'open' && (
        <LazyDialog onClose={() => setState('closed')}>
          <QuickViewDialog
            article={article}
            onAddToCart={onAddToCart}
            onClose={() => setState('closed')}
          />
        </LazyDialog>
      )}
    </>
  )
}

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}
