/**
 * The server's `message` is for developers and never shown; the type makes a new code fail to compile until it has words here.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiErrorCode, ApiErrorParams } from '../../domain/api-error-codes'
import type { StockShortage } from '../../domain/stock'
import { i18n } from './i18n'

const unreadable = msg`The shop could not read the request. Reload the page and try again.`
const catalogueDown = msg`The parts catalogue is not available right now. Try again later.`
const registryDown = msg`The vehicle registry is not answering right now. Try again later, or choose the vehicle by make and model.`

export const API_ERROR_MESSAGES: Record<ApiErrorCode, MessageDescriptor> = {
  BAD_REQUEST: unreadable,
  BAD_URL: msg`The address is not valid.`,
  URL_TOO_LONG: msg`The address is too long.`,
  INVALID_JSON: unreadable,
  INVALID_CONTENT_LENGTH: unreadable,
  UNSUPPORTED_MEDIA_TYPE: unreadable,
  NOT_ACCEPTABLE: unreadable,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  METHOD_NOT_ALLOWED: unreadable,
  VALIDATION_ERROR: msg`Some of what you entered is not valid. Check the fields and try again.`,
  INVALID_FORM: msg`The form could not be read. Try again.`,
  TOO_MANY_PARTS: msg`The form has too many fields or files.`,
  CLIENT_OUTDATED: msg`This version of the app is too old. Reload the page to update it, then try again.`,
  IDEMPOTENCY_KEY_REQUIRED: unreadable,
  INVALID_IDEMPOTENCY_KEY: unreadable,
  IDEMPOTENCY_KEY_REUSED: msg`This was already sent with other content. Reload the page and try again.`,
  IDEMPOTENCY_IN_FLIGHT: msg`This is already being sent. Wait a moment and try again.`,
  UNAUTHORIZED: msg`You are not signed in, or your session has expired. Sign in and try again.`,
  FORBIDDEN: msg`You do not have access to this.`,
  INVALID_CREDENTIALS: msg`The e-mail address or password is wrong.`,
  WRONG_PASSWORD: msg`The current password is wrong.`,
  EMAIL_TAKEN: msg`An account with this e-mail address already exists.`,
  TOO_MANY_REQUESTS: msg`Too many attempts. Wait a few minutes and try again.`,
  RESET_TOKEN_INVALID: msg`This link to choose a new password is not valid. Ask for a new one.`,
  RESET_TOKEN_EXPIRED: msg`This link to choose a new password has expired: it works for one hour. Ask for a new one.`,
  RESET_TOKEN_USED: msg`This link to choose a new password has already been used. Ask for a new one if you need to.`,
  NOT_FOUND: msg`What you asked for was not found.`,
  ADDRESS_NOT_FOUND: msg`The address was not found. It may have been deleted.`,
  CART_NOT_FOUND: msg`The cart was not found in the shop.`,
  SHARED_LIST_NOT_FOUND: msg`The link does not exist or has expired.`,
  ORDER_NOT_FOUND: msg`The order was not found.`,
  JOB_LIST_NOT_FOUND: msg`The job was not found. It may have been deleted.`,
  PAYMENT_NOT_FOUND: msg`The payment was not found.`,
  RETURN_NOT_FOUND: msg`The return was not found.`,
  SETTINGS_NOT_FOUND: msg`The shop's settings were not found.`,
  VEHICLE_NOT_FOUND: msg`The vehicle was not found in the catalogue.`,
  VIN_NOT_FOUND: msg`No vehicle was found with this VIN.`,
  TOO_MANY_JOB_LISTS: msg`You have as many jobs as can be kept. Delete a job before you start a new one.`,
  SAVED_LIST_FULL: msg`The list is full. Remove an article before you add another.`,
  TOO_MANY_ADDRESSES: msg`The address book is full. Delete an address before you add a new one.`,
  OUT_OF_STOCK: msg`Article {articleNumber} is out of stock. Remove it from the cart and try again.`,
  STOCK_BELOW_RESERVED: msg`Stock cannot be set below the pieces held for unpaid orders.`,
  DUPLICATE_LINE: msg`Article {articleNumber} is on two lines. Remove one of them and try again.`,
  UNKNOWN_ARTICLE: msg`The shop no longer sells article {articleNumber}. Remove it from the cart and try again.`,
  ORDER_NOT_PAYABLE: msg`The order cannot be paid now: it is already paid or closed.`,
  INVALID_PAYMENT_TRANSITION: msg`The payment cannot be changed this way.`,
  INVALID_ORDER_TRANSITION: msg`The order cannot be moved to that status now. Reload the page to see where it stands.`,
  ORDER_BUSY: msg`The order is being changed right now. Try again in a moment.`,
  NOT_REFUNDABLE: msg`This order cannot be refunded now: cancel it before it is shipped.`,
  REFUND_EXCEEDS_ORDER: msg`That is more than is left to pay back on this order.`,
  PAYMENT_REFUSED: msg`The payment service refused the change.`,
  RETURN_WINDOW_CLOSED: msg`Parts can be returned within 14 days of delivery.`,
  RETURN_EXCEEDS_ORDER: msg`That is more than was bought, or the parts are returned already.`,
  INVALID_RETURN_TRANSITION: msg`The return cannot be moved to that status now.`,
  PAYMENT_STATUS_MISMATCH: msg`The payment's status has changed. Reload the page and try again.`,
  BAD_SIGNATURE: msg`The message from the payment service could not be verified.`,
  PAYMENT_METHOD_UNAVAILABLE: msg`This way of paying is not offered right now. Choose another.`,
  INVALID_VIN: msg`A VIN has 17 letters and digits and never contains I, O or Q.`,
  INVALID_REGISTRATION_NUMBER: msg`That is not a valid registration number.`,
  FILE_TOO_LARGE: msg`The picture is larger than 2 MB. Choose a smaller one.`,
  UNSUPPORTED_IMAGE: msg`Choose a JPEG, PNG or WebP image.`,
  PACKS_UNAVAILABLE: msg`This shop's catalogue cannot be stored on the device for offline use.`,
  INTERNAL_ERROR: msg`Something went wrong on our side. Please try again later.`,
  SERVER_BUSY: msg`The shop is very busy right now. Try again in a moment.`,
  DATABASE_UNAVAILABLE: msg`The shop is not answering right now. Try again later.`,
  CATALOGUE_UNAUTHORIZED: catalogueDown,
  CATALOGUE_RATE_LIMITED: msg`The parts catalogue is busy. Try again in a moment.`,
  CATALOGUE_UNAVAILABLE: catalogueDown,
  REGISTRY_UNAUTHORIZED: registryDown,
  REGISTRY_QUOTA_EXCEEDED: msg`Today's look-ups in the vehicle registry are used up. Try again tomorrow, or choose the vehicle by make and model.`,
  REGISTRY_UNAVAILABLE: registryDown,
  PAYMENT_UNAVAILABLE: msg`The payment service is not answering right now. Try again in a moment.`,
}

export const UNKNOWN_API_ERROR = msg`Something went wrong. Please try again.`

const soldOutLine = msg`Article {articleNumber} is sold out.`
const fewLeftLine = msg`Only {available} of article {articleNumber} left.`
const changeCart = msg`Change the cart and try again.`

function shortageText(lines: readonly StockShortage[]): string {
  const sentences = lines.map(({ articleNumber, available }) => {
    const message = {
      ...(available > 0 ? fewLeftLine : soldOutLine),
      values: { articleNumber, available },
    }
    return i18n._(message)
  })
  return [...sentences, i18n._(changeCart)].join(' ')
}

function isShortage(value: unknown): value is StockShortage {
  const line = value as Partial<StockShortage> | null
  return (
    typeof line?.articleNumber === 'string' &&
    Number.isInteger(line.available) &&
    Number.isInteger(line.requested) &&
    Number.isInteger(line.articleId)
  )
}

export interface ApiErrorReason {
  code?: string
  params?: ApiErrorParams
}

/** A fetch error keeps the body in `data`. */
export function apiErrorReason(failure: unknown): ApiErrorReason {
  const error = (failure as { data?: { error?: { code?: unknown; params?: unknown } } } | null)
    ?.data?.error
  const code = typeof error?.code === 'string' ? error.code : undefined
  const params = error?.params as { articleNumber?: unknown; lines?: unknown } | undefined
  const { articleNumber, lines } = params ?? {}
  const shortages = Array.isArray(lines) && lines.every(isShortage) ? lines : undefined
  return {
    ...(code && { code }),
    ...((typeof articleNumber === 'string' || shortages) && {
      params: {
        ...(typeof articleNumber === 'string' && { articleNumber }),
        ...(shortages && { lines: shortages }),
      },
    }),
  }
}

function isKnown(code: string | undefined): code is ApiErrorCode {
  return code !== undefined && Object.hasOwn(API_ERROR_MESSAGES, code)
}

export function apiErrorText({ code, params }: ApiErrorReason): string {
  if (!isKnown(code)) return i18n._(UNKNOWN_API_ERROR)
  if (code === 'OUT_OF_STOCK' && params?.lines?.length) return shortageText(params.lines)
  const values = { articleNumber: params?.articleNumber ?? '' }
  const message = { ...API_ERROR_MESSAGES[code], values }
  return i18n._(message)
}
