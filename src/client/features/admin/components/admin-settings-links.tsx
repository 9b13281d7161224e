import { Trans, useLingui } from '@lingui/react/macro'
import type { Dispatch, SetStateAction } from 'react'
import type { SettingsLink } from '../../../../domain/settings'
import { InputField } from '../../../ui/form-field'

const MAX_LINKS = 10

export function SocialLinksFieldset({
  links,
  setLinks,
  errors,
}: {
  links: SettingsLink[]
  setLinks: Dispatch<SetStateAction<SettingsLink[]>>
  /** By field name, `links.{index}.title` or `links.{index}.url`. */
  errors: Record<string, string>
}) {
  const { t } = useLingui()
  const setLink = (index: number, part: keyof SettingsLink, value: string) =>
    setLinks((current) =>
      current.map((link, i) => (i === index ? { ...link, [part]: value } : link)),
    )
  return (
    <fieldset>
      <legend>
        <Trans>Social links</Trans>
      </legend>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
        <div className="admin-settings__link" key={index}>
          <InputField
            label={t`Name`}
            error={errors[`links.${index}.title`]}
            name={`links.${index}.title`}
            value={link.title}
            onChange={(event) => setLink(index, 'title', event.target.value)}
          />
          <InputField
            label={t`Address (https://…)`}
            error={errors[`links.${index}.url`]}
            name={`links.${index}.url`}
            type="url"
            value={link.url}
            onChange={(event) => setLink(index, 'url', event.target.value)}
          />
          <button
            type="button"
            className="button"
            onClick={() => setLinks((current) => current.filter((_, i) => i !== index))}
          >
            <Trans>Remove link</Trans>
          </button>
        </div>
      ))}
      {links.length < MAX_LINKS && (
        <button
          type="button"
          className="button"
          onClick={() => setLinks((current) => [...current, { title: '', url: 'https://' }])}
        >
          <Trans>Add a link</Trans>
        </button>
      )}
    </fieldset>
  )
}
