/**
 * What an outside provider's failure carries, whichever provider (parts catalogue, vehicle
 * registry): a kind the shop maps to an answer, the seconds to wait when the provider said,
 * and its HTTP status when there was one. Each port names its own kinds.
 */
export class ProviderError<Kind extends string> extends Error {
  readonly kind: Kind
  /** Seconds to wait before asking again, when the provider said. */
  readonly retryAfter: number | undefined
  /** The provider's HTTP status, when there was one. */
  readonly status: number | undefined

  constructor(
    kind: Kind,
    message: string,
    options: { retryAfter?: number; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.kind = kind
    this.retryAfter = options.retryAfter
    this.status = options.status
  }
}
