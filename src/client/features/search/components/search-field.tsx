import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { NorwayFlag } from './norway-flag'

/** The plate box's label and input behind the flag, alike in the stand-in and the real box. */
export function PlateField({ id, ...input }: ComponentPropsWithRef<'input'> & { id: string }) {
  const { t } = useLingui()
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Registration number</Trans>
      </label>
      <span className="search-box__field">
        <NorwayFlag className="search-box__flag" />
        <input
          id={id}
          type="search"
          name="registreringsNummer"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t`Search by registration number...`}
          {...input}
        />
      </span>
    </>
  )
}
