import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { PROFILE_NAME_MAX, type User } from '../../../../domain/account'
import { apiErrorReason, apiErrorText } from '../../../i18n/api-error-messages'
import { saveProfile } from '../../../data/account/save-profile'
import { isFetchError } from '../../../lib/api-client'
import { useDocumentTitle } from '../../../ui/document-title'
import { InputField } from '../../../ui/form-field'
import { SaveControls, useSaveOutcome } from '../../../ui/save-status'
import { session, useSession } from '../session'
import { ProfilePictureFieldset, useProfilePicture } from './profile-picture'
import './account.css'

/** Offline nothing is sent and everything typed stays. */
export function ProfilePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Profile`)
  const { user } = useSession()
  if (!user) {
    return (
      <section className="page account-page" aria-labelledby="profile-title">
        <h1 id="profile-title">
          <Trans>Profile</Trans>
        </h1>
        <p role="status">
          <Trans>Your details cannot be shown right now. They come back when you are online.</Trans>
        </p>
      </section>
    )
  }
  return <ProfileForm key={user.id} user={user} />
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui()
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
  })
  const picture = useProfilePicture()
  const save = useSaveOutcome()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (save.outcome.kind === 'sending') return
    if (picture.error) {
      picture.fileRef.current?.focus()
      return
    }
    const form = new FormData()
    form.set('firstName', values.firstName)
    form.set('lastName', values.lastName)
    form.set('phone', values.phone)
    if (picture.file) form.set('avatar', picture.file, picture.file.name)
    else if (picture.remove) form.set('removeAvatar', '1')
    await save.run(
      async () => {
        const answer = await saveProfile(form)
        session.userChanged(answer.user)
        picture.saved()
      },
      {
        offline: t`You are offline. The profile can be saved when you are online.`,
        failure: failureText,
      },
    )
  }

  function failureText(error: unknown): string {
    const status = isFetchError(error) ? error.response?.status : undefined
    if (status === 413) return t`The picture is larger than 2 MB. Choose a smaller one.`
    if (status === 415) return t`Choose a JPEG, PNG or WebP image.`
    if (!isFetchError(error)) return t`An unexpected error occurred while saving the profile.`
    const why = apiErrorText(apiErrorReason(error))
    return t`The profile could not be saved. ${why}`
  }

  const text = (
    name: keyof typeof values,
    label: string,
    autoComplete: string,
    type: 'text' | 'tel' = 'text',
  ) => (
    <InputField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      maxLength={name === 'phone' ? 30 : PROFILE_NAME_MAX}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  )

  return (
    <section className="page account-page" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <Trans>Profile</Trans>
      </h1>
      <p>{user.email}</p>
      <form className="account-form" onSubmit={submit} noValidate>
        {text('firstName', t`First name`, 'given-name')}
        {text('lastName', t`Last name`, 'family-name')}
        {text('phone', t`Phone`, 'tel', 'tel')}
        <ProfilePictureFieldset user={user} picture={picture} />
        <SaveControls
          save={save}
          label={<Trans>Save profile</Trans>}
          done={<Trans>Your profile has been saved.</Trans>}
          statusClassName="account-form__alert"
        />
      </form>
    </section>
  )
}
