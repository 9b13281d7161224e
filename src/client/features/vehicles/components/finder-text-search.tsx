import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { NorwayFlag } from '../../../ui/norway-flag'

interface FinderTextSearchProps {
  kind: 'registration' | 'partNumber'
  label: string
  placeholder?: string
  value: string
  messages: string[]
  onChange: (value: string) => void
  onSubmit: () => void
}

export function FinderTextSearch({
  kind,
  label,
  placeholder,
  value,
  messages,
  onChange,
  onSubmit,
}: FinderTextSearchProps) {
  const id = useId()
  const messageId = `${id}-message`
  const invalid = messages.length > 0
  return (
    <form
      className="finder-popup__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor={id}>{label}</label>
      <span className="finder-popup__field">
        {kind === 'registration' && <NorwayFlag className="finder-popup__flag" />}
        <input
          id={id}
          type="text"
          className={kind === 'registration' ? 'finder-popup__input--plate' : undefined}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
      <button type="submit" className="button button--primary">
        <Trans>Search</Trans>
      </button>
      {invalid && (
        <div id={messageId} role="alert" className="finder-popup__message">
          {messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
    </form>
  )
}
