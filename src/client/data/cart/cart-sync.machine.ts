/**
 * The cart sync queue: when the cart on the
 * device changes, it is sent to the server **500 ms** after the last change; changes made while
 * a request is out are sent after its answer, as one request with the latest cart; a network
 * error, a 5xx or a 409 waits — for the browser's `online` event or a backoff of 1 s, 2 s,
 * 4 s … up to 30 s — then a health probe, then the send again; any other 4xx stops until the
 * next change.
 *
 * The machine only decides *when*: what is sent, and what is done with the answer, is the
 * injected `sendCart` actor (cart-sync.ts: the request kept in IndexedDB with its
 * Idempotency-Key, so a retry, a reload or a browser restart replays the very same request and
 * the server applies it once). `probe` checks that the server answers.
 */
import { assign, fromPromise, setup } from 'xstate'

/** The cart syncs this long after the last change, ms: one send for a burst of edits. */
export const CART_SYNC_DELAY_MS = 500
export const BACKOFF_FIRST_MS = 1000
export const BACKOFF_MAX_MS = 30_000

/** How a send failed: worth retrying (network, 5xx, 409), or not before the next change. */
export class CartSyncError extends Error {
  constructor(
    readonly retry: boolean,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'CartSyncError'
  }
}

export interface SendResult {
  /** The cart changed again while the request was out: another send is due. */
  stillDirty: boolean
}

export interface CartSyncContext {
  /** Failed attempts in a row (the backoff grows with it). */
  attempt: number
  /** Why the last send failed, for the status line and logs. */
  lastError: string | null
}

export type CartSyncEvent =
  /** The device's cart changed (and is not what the server has). */
  | { type: 'cart.changed' }
  /** The browser says it is online again, or the tab came back into view. */
  | { type: 'network.online' }
  | { type: 'network.offline' }

/** 1 s, 2 s, 4 s … capped at 30 s, each ±20 % so many devices do not retry in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt - 1))
  return Math.round(base * (0.8 + 0.4 * random()))
}

export const cartSyncMachine = setup({
  types: {
    context: {} as CartSyncContext,
    events: {} as CartSyncEvent,
  },
  actors: {
    sendCart: fromPromise<SendResult>(async () => ({ stillDirty: false })),
    probe: fromPromise<void>(async () => undefined),
  },
  delays: {
    typingPause: CART_SYNC_DELAY_MS,
    backoff: ({ context }) => backoffDelay(context.attempt),
  },
  guards: {
    stillDirty: ({ event }) => (event as unknown as { output: SendResult }).output.stillDirty,
    worthRetrying: ({ event }) => {
      const error = (event as unknown as { error: unknown }).error
      return !(error instanceof CartSyncError) || error.retry
    },
  },
}).createMachine({
  id: 'cartSync',
  context: { attempt: 0, lastError: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'cart.changed': 'debouncing' },
    },
    debouncing: {
      on: { 'cart.changed': { target: 'debouncing', reenter: true } },
      after: { typingPause: 'sending' },
    },
    sending: {
      // Changes while the request is out are picked up by `stillDirty` from its answer.
      invoke: {
        src: 'sendCart',
        onDone: [
          {
            guard: 'stillDirty',
            target: 'debouncing',
            actions: assign({ attempt: 0, lastError: null }),
          },
          { target: 'idle', actions: assign({ attempt: 0, lastError: null }) },
        ],
        onError: [
          {
            guard: 'worthRetrying',
            target: 'waiting',
            actions: assign({
              attempt: ({ context }) => context.attempt + 1,
              lastError: ({ event }) => String((event.error as Error)?.message ?? event.error),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              lastError: ({ event }) => String((event.error as Error)?.message ?? event.error),
            }),
          },
        ],
      },
    },
    /** Offline or the server failing: wait for the network or the backoff, then probe. */
    waiting: {
      on: { 'network.online': 'probing' },
      after: { backoff: 'probing' },
    },
    probing: {
      invoke: {
        src: 'probe',
        onDone: 'sending',
        onError: {
          target: 'waiting',
          actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
        },
      },
    },
    /** The server refused the cart (a 4xx): nothing more until the cart changes. */
    failed: {
      on: { 'cart.changed': 'debouncing' },
    },
  },
})
