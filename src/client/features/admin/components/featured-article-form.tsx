import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { isFetchError } from '../../../lib/api-client'
import { adminErrorText } from '../admin-error-text'
import { setArticleFeatured } from '../../../data/admin/set-article-featured'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; articleNumber: string; featured: boolean }
  | { kind: 'failed'; text: string }

export function FeaturedArticleForm() {
  const { t } = useLingui()
  const id = useId()
  const [articleNumber, setArticleNumber] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const queryClient = useQueryClient()

  async function send(featured: boolean) {
    const number = articleNumber.trim()
    if (!number) {
      setOutcome({ kind: 'failed', text: t`Enter an article number.` })
      return
    }
    setOutcome({ kind: 'busy' })
    try {
      const answer = await setArticleFeatured(number, featured)
      setOutcome({ kind: 'done', articleNumber: answer.articleNumber, featured: answer.featured })
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'featured'] })
    } catch (error) {
      const status = isFetchError(error) ? error.response?.status : undefined
      const why = adminErrorText(error)
      setOutcome({
        kind: 'failed',
        text:
          status === 404
            ? t`No article has the number ${number}.`
            : t`The change could not be saved. ${why}`,
      })
    }
  }

  const submit = (featured: boolean) => (event: FormEvent) => {
    event.preventDefault()
    void send(featured)
  }

  return (
    <form className="admin-featured" onSubmit={submit(true)}>
      <label htmlFor={id}>
        <Trans>Article number</Trans>
      </label>
      <input
        id={id}
        name="articleNumber"
        type="text"
        maxLength={100}
        autoComplete="off"
        value={articleNumber}
        onChange={(event) => setArticleNumber(event.target.value)}
      />
      <div className="admin-featured__buttons">
        <button type="submit" className="button button--primary">
          <Trans>Feature on the front page</Trans>
        </button>
        <button type="button" className="button" onClick={submit(false)}>
          <Trans>Remove from featured</Trans>
        </button>
      </div>
      <div role="status">
        {outcome.kind === 'done' &&
          (outcome.featured ? (
            <p>
              <Trans>{outcome.articleNumber} is now featured on the front page.</Trans>
            </p>
          ) : (
            <p>
              <Trans>{outcome.articleNumber} is no longer featured.</Trans>
            </p>
          ))}
        {outcome.kind === 'failed' && <p className="alert alert--danger">{outcome.text}</p>}
      </div>
    </form>
  )
}
