/**
 * The version of the write requests the app queues offline: the cart sync's
 * create/update and the checkout's order. A queued request keeps the version it was made
 * with and sends it as `X-Payload-Version` when it is replayed — maybe days later, by an app
 * that has not been updated. The server takes the versions it still understands and answers
 * any other with 426 `CLIENT_OUTDATED`, which the app shows as 'update the app'. Requests
 * without the header (the spec's own client) are taken as today's.
 */
import type { ApiErrorCode } from './api-error-codes'

export const PAYLOAD_VERSION_HEADER = 'x-payload-version'
/** What this build sends. Raise it when a write request's body changes incompatibly. */
export const PAYLOAD_VERSION = 2
/** What the server accepts. Drop a version only when no queued request can still carry it. */
export const SUPPORTED_PAYLOAD_VERSIONS: readonly number[] = [2]
/**
 * Version 1's lines named the article by number, and the server guessed among brands sharing
 * it; from version 2 every line names its `articleId`. The app rebuilds a request it kept in
 * version 1 from its migrated cart rather than sending it.
 */
export const LINES_BY_ID_SINCE_VERSION = 2

export const CLIENT_OUTDATED_CODE = 'CLIENT_OUTDATED' satisfies ApiErrorCode
export const CLIENT_OUTDATED_MESSAGE =
  'This version of the app is too old to send this. Update the app (reload the page) and it is sent again.'
