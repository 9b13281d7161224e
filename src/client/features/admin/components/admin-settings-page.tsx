import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import {
  type ShopSettings,
  type SettingsLink,
  shopSettingsSchema,
} from '../../../../domain/settings'
import { adminErrorText } from '../admin-error-text'
import { useDocumentTitle } from '../../../ui/document-title'
import { InputField } from '../../../ui/form-field'
import { SaveControls, useSaveOutcome } from '../../../ui/save-status'
import { saveSettings } from '../../../data/admin/save-settings'
import { focusFirstError } from '../../../ui/focus-first-error'
import { SocialLinksFieldset } from './admin-settings-links'

type Field = 'companyName' | 'orgNr' | 'phone' | 'email' | 'street' | 'postcode' | 'city'

interface AdminSettingsPageProps {
  settings: ShopSettings | null
  onSaved: (saved: ShopSettings) => void
}

/** Opening hours are not edited here; they are kept as they are. */
export function AdminSettingsPage({ settings, onSaved }: AdminSettingsPageProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Settings`)
  if (!settings) {
    return (
      <section className="page admin-page" aria-labelledby="admin-settings-title">
        <h1 id="admin-settings-title">
          <Trans>Settings</Trans>
        </h1>
        <p aria-busy="true">
          <Trans>Fetching the settings …</Trans>
        </p>
      </section>
    )
  }
  return <SettingsForm settings={settings} onSaved={onSaved} />
}

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: ShopSettings
  onSaved: (saved: ShopSettings) => void
}) {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({
    companyName: settings.companyName,
    orgNr: settings.orgNr,
    phone: settings.phone,
    email: settings.email,
    street: settings.address.street,
    postcode: settings.address.postcode,
    city: settings.address.city,
  })
  const [links, setLinks] = useState<SettingsLink[]>(settings.links)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveOutcome()
  const problemsOf = useSettingsProblems()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (save.outcome.kind === 'sending') return
    const candidate = {
      ...settings,
      companyName: values.companyName,
      orgNr: values.orgNr.replace(/\s/g, ''),
      phone: values.phone,
      email: values.email,
      address: { street: values.street, postcode: values.postcode, city: values.city },
      links,
    }
    const parsed = shopSettingsSchema.safeParse(candidate)
    if (!parsed.success) {
      const found = problemsOf(parsed.error.issues)
      setErrors(found)
      focusFirstError(formRef.current, found)
      return
    }
    setErrors({})
    await save.run(async () => onSaved(await saveSettings(parsed.data)), {
      failure: (error) => {
        const why = adminErrorText(error)
        return t`The settings could not be saved. ${why}`
      },
    })
  }

  const field = (name: Field, label: string, autoComplete = 'off', type = 'text') => (
    <InputField
      label={label}
      error={errors[name]}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  )

  return (
    <section className="page admin-page" aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title">
        <Trans>Settings</Trans>
      </h1>
      <form ref={formRef} className="admin-settings" onSubmit={submit} noValidate>
        <fieldset>
          <legend>
            <Trans>Company</Trans>
          </legend>
          {field('companyName', t`Company name`, 'organization')}
          {field('orgNr', t`Organisation number`)}
          {field('phone', t`Phone`, 'tel', 'tel')}
          {field('email', t`E-mail`, 'email', 'email')}
        </fieldset>
        <fieldset>
          <legend>
            <Trans>Address</Trans>
          </legend>
          {field('street', t`Street address`, 'street-address')}
          {field('postcode', t`Postcode`, 'postal-code')}
          {field('city', t`City`, 'address-level2')}
        </fieldset>
        <SocialLinksFieldset links={links} setLinks={setLinks} errors={errors} />
        <SaveControls
          save={save}
          label={<Trans>Save settings</Trans>}
          done={<Trans>The settings have been saved.</Trans>}
        />
      </form>
    </section>
  )
}

function useSettingsProblems(): (
  issues: readonly { path: readonly PropertyKey[] }[],
) => Record<string, string> {
  const { t } = useLingui()
  const messages: Record<Field, string> = {
    companyName: t`Enter the company name.`,
    orgNr: t`Enter the nine-digit organisation number (its last digit is a check digit).`,
    phone: t`Enter a phone number of digits and spaces, with an optional leading +.`,
    email: t`Enter a valid e-mail address.`,
    street: t`Enter the street address.`,
    postcode: t`Enter a postcode of four digits.`,
    city: t`Enter the city.`,
  }
  return (issues) => {
    const found: Record<string, string> = {}
    for (const issue of issues) {
      const [head, index, part] = issue.path
      const key =
        head === 'address'
          ? String(index)
          : head === 'links'
            ? `links.${String(index)}.${String(part)}`
            : String(head)
      found[key] ??=
        messages[key as Field] ??
        (part === 'url' ? t`Enter a link starting with https://.` : t`Enter a name for the link.`)
    }
    return found
  }
}
