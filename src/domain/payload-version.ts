/** A queued offline write is replayed with the version it was made with, maybe days later by an outdated app: other versions get 426. */
import type { ApiErrorCode } from './api-error-codes'

export const PAYLOAD_VERSION_HEADER = 'x-payload-version'
/** Raise it when a write request's body changes incompatibly. */
export const PAYLOAD_VERSION = 2
/** Drop a version only when no queued request can still carry it. */
export const SUPPORTED_PAYLOAD_VERSIONS: readonly number[] = [2]
/** Version 1 named articles by number; such a kept request is rebuilt from the migrated cart. */
export const LINES_BY_ID_SINCE_VERSION = 2

export const CLIENT_OUTDATED_CODE = 'CLIENT_OUTDATED' satisfies ApiErrorCode
export const CLIENT_OUTDATED_MESSAGE =
  'This version of the app is too old to send this. Update the app (reload the page) and it is sent again.'
