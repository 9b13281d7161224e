import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  type ContactPayload,
  contactPayloadSchema,
} from '../../../../domain/contact'
import { useFormErrorMessage } from '../../../ui/form-error-message'
import { EmailField, FormField, InputField } from '../../../ui/form-field'
import { useLocale } from '../../../i18n/locale-context'
import { sendContactMessage } from '../../../data/information/send-contact-message'
import { isFetchError, isNetworkFailure } from '../../../lib/api-client'

type Field = keyof ContactPayload
type FieldErrors = Partial<Record<Field, string>>
type SendState = 'editing' | 'sending' | 'sent' | 'offline' | 'limited' | 'failed'

const EMPTY: ContactPayload = { name: '', email: '', subject: '', message: '' }
const FIELD_ORDER: Field[] = ['name', 'email', 'subject', 'message']

function validate(
  values: ContactPayload,
): { payload: ContactPayload; errors?: never } | { payload?: never; errors: FieldErrors } {
  const result = contactPayloadSchema.safeParse(values)
  if (result.success) return { payload: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field
    errors[field] ??= issue.message
  }
  return { errors }
}

/** On success the form empties; offline or on failure the text stays for another try. */
export function ContactForm({ send = sendContactMessage }: { send?: typeof sendContactMessage }) {
  const { t } = useLingui()
  const locale = useLocale()
  const formError = useFormErrorMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const statusId = useId()
  const [values, setValues] = useState<ContactPayload>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [state, setState] = useState<SendState>('editing')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { payload, errors: found } = validate(values)
    setErrors(found ?? {})
    if (!payload) {
      const firstWrong = FIELD_ORDER.find((field) => found?.[field])
      formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus()
      return
    }
    setState('sending')
    try {
      await send({ ...payload, subject: payload.subject || undefined }, locale)
      setValues(EMPTY)
      setState('sent')
    } catch (error) {
      if (isNetworkFailure(error)) setState('offline')
      else if (isFetchError(error) && error.response?.status === 429) setState('limited')
      else setState('failed')
    }
  }

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }))
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
      if (state !== 'editing' && state !== 'sending') setState('editing')
    },
  })

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={submit}>
      <InputField
        label={t`Name`}
        error={errors.name && formError(errors.name)}
        type="text"
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX}
        required
        {...fieldProps('name')}
      />
      <EmailField
        error={errors.email && formError(errors.email, 'email')}
        {...fieldProps('email')}
      />
      <InputField
        label={t`Subject (optional)`}
        error={errors.subject && formError(errors.subject)}
        type="text"
        maxLength={CONTACT_SUBJECT_MAX}
        {...fieldProps('subject')}
      />
      <FormField
        label={t`Message`}
        hint={t`Registration number or article number helps us answer quickly.`}
        error={errors.message && formError(errors.message)}
        render={(id, describedBy) => (
          <textarea
            id={id}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
            {...fieldProps('message')}
          />
        )}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={state === 'sending'}
        aria-describedby={statusId}
      >
        {state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
      </button>
      <div id={statusId} className="contact-form__status" role="status">
        {state === 'sent' && (
          <p className="notice notice--success">
            <Trans>
              Thank you! Your message has been received. We answer by e-mail within one working day.
            </Trans>
          </p>
        )}
        {state === 'offline' && (
          <p className="notice notice--error">
            <Trans>
              You are offline, so the message was not sent. It is still in the form: send it again
              when you are connected.
            </Trans>
          </p>
        )}
        {state === 'limited' && (
          <p className="notice notice--error">
            <Trans>
              Many messages have been sent from this connection lately. Please try again in an hour,
              or call or e-mail us.
            </Trans>
          </p>
        )}
        {state === 'failed' && (
          <p className="notice notice--error">
            <Trans>The message could not be sent. Please try again, or call or e-mail us.</Trans>
          </p>
        )}
      </div>
    </form>
  )
}
