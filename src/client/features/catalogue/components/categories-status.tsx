import { Trans } from '@lingui/react/macro'

export function CategoriesStatus({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  if (isPending) {
    return (
      <p role="status">
        <Trans>Loading categories…</Trans>
      </p>
    )
  }
  if (isError) {
    return (
      <p role="alert">
        <Trans>The categories could not be loaded. Check your connection and try again.</Trans>
      </p>
    )
  }
  return null
}
