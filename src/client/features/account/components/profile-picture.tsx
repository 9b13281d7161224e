import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type User } from '../../../../domain/account'
import { InputField } from '../../../ui/form-field'
import { avatarUrl } from '../avatar'

/** The file is checked for type and size before it is sent, and again by the server. */
export function useProfilePicture() {
  const { t } = useLingui()
  const fileRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [remove, setRemove] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setError(null)
    if (chosen && !(AVATAR_TYPES as readonly string[]).includes(chosen.type)) {
      setError(t`Choose a JPEG, PNG or WebP image.`)
      setFile(null)
      event.target.value = ''
      return
    }
    if (chosen && chosen.size > AVATAR_MAX_BYTES) {
      setError(t`The picture is larger than 2 MB. Choose a smaller one.`)
      setFile(null)
      event.target.value = ''
      return
    }
    setFile(chosen)
    if (chosen) setRemove(false)
  }

  function saved() {
    setFile(null)
    setRemove(false)
    if (fileRef.current) fileRef.current.value = ''
  }

  return { fileRef, file, preview, remove, setRemove, error, choose, saved }
}

export function ProfilePictureFieldset({
  user,
  picture,
}: {
  user: User
  picture: ReturnType<typeof useProfilePicture>
}) {
  const { t } = useLingui()
  const shown = picture.preview ?? (user.avatar && !picture.remove ? avatarUrl(user.avatar) : null)
  return (
    <fieldset className="profile-picture">
      <legend>
        <Trans>Profile picture</Trans>
      </legend>
      {shown ? (
        <img
          className="profile-picture__image"
          src={shown}
          alt={t`You, as shown on your account`}
        />
      ) : (
        <p>
          <Trans>No profile picture.</Trans>
        </p>
      )}
      <InputField
        ref={picture.fileRef}
        label={t`Choose a picture`}
        hint={t`JPEG, PNG or WebP, at most 2 MB.`}
        error={picture.error ?? undefined}
        name="avatar"
        type="file"
        accept={AVATAR_TYPES.join(',')}
        onChange={picture.choose}
      />
      {user.avatar && !picture.file && (
        <label className="account-form__check">
          <input
            type="checkbox"
            name="removeAvatar"
            checked={picture.remove}
            onChange={(event) => picture.setRemove(event.target.checked)}
          />{' '}
          <Trans>Remove the profile picture</Trans>
        </label>
      )}
    </fieldset>
  )
}
