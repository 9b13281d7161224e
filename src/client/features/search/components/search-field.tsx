import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithRef, ReactNode } from 'react'

type SearchFieldProps = ComponentPropsWithRef<'input'> & {
  id: string
  flag?: ReactNode
}

export function SearchField({ id, flag, ...input }: SearchFieldProps) {
  const { t } = useLingui()
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Registration number, part number or part</Trans>
      </label>
      <span className="search-box__field">
        {flag}
        <input
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t`Search by registration number, part number or part…`}
          {...input}
        />
      </span>
    </>
  )
}
