/**
 * Worded by the error code, never the server's English message.
 */
import { msg } from '@lingui/core/macro'
import { apiErrorReason, apiErrorText } from '../../i18n/api-error-messages'
import { i18n } from '../../i18n/i18n'
import { isNetworkFailure } from '../../lib/api-client'

const unreachable = msg`The shop could not be reached. Try again when you are online.`

export function adminErrorText(error: unknown): string {
  return isNetworkFailure(error) ? i18n._(unreachable) : apiErrorText(apiErrorReason(error))
}
