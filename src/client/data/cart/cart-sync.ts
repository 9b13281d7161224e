/**
 * The cart sync at work: the sync machine
 * (cart-sync.machine.ts) with the real store, network and storage. Started once, when the
 * cart first has a change the server lacks (cart-sync-start.ts).
 *
 * One replay channel: this queue. The service worker never queues or replays `/api/cart`
 * (no Workbox background sync), so a change cannot be sent by both.
 * Each send (cart-sync-send.ts) keeps its request in IndexedDB until answered, so it is
 * replayed unchanged after an error, a reload or a browser restart.
 */
import { msg } from '@lingui/core/macro'
import { createActor, fromPromise } from 'xstate'
import { cartAnswerSchema } from '../../../domain/cart-schema'
import { MAX_PER_PAGE, SEARCH_MIN_LENGTH } from '../../../domain/catalogue-rules'
import { PAYLOAD_VERSION_HEADER } from '../../../domain/payload-version'
import { authApi, publicApi } from '../../lib/api-client'
import { i18n } from '../../i18n/i18n'
import { readToken } from '../../lib/session-token'
import { connectivity, startConnectivity } from '../../offline/connectivity'
import { idbStore } from '../../offline/idb-store'
import { toast } from '../../ui/toasts'
import { cartStore } from './cart'
import { CART_OUTDATED, type CartSyncDeps, sendCartOnce } from './cart-sync-send'
import { reportSyncPhase, type SyncPhase } from './cart-sync-status'
import { cartSyncMachine } from './cart-sync.machine'
import { type CandidateArticle, resolveLegacyLines } from './legacy-cart-lines'

export type { CartSyncDeps }

/** The app's connectivity (browser events and the health probe), not only the browser's. */
function isOnline(): boolean {
  return connectivity.get() === 'online'
}

/** Starts the sync for the app's cart store; returns a stop function. */
export function startCartSync(deps: CartSyncDeps = defaultDeps()): () => void {
  const actor = createActor(
    cartSyncMachine.provide({
      actors: {
        sendCart: fromPromise(() => sendCartOnce(deps)),
        probe: fromPromise(() => deps.probe()),
      },
    }),
  )
  actor.subscribe((snapshot) => {
    const value = snapshot.value as string
    const phase: SyncPhase =
      value === 'sending' || value === 'probing'
        ? 'sending'
        : value === 'waiting'
          ? isOnline()
            ? 'waiting'
            : 'offline'
          : value === 'failed'
            ? snapshot.context.lastError === CART_OUTDATED
              ? 'outdated'
              : 'failed'
            : 'idle'
    reportSyncPhase(phase)
    // The server wants a newer app: look for one now, so the update prompt shows.
    if (phase === 'outdated') {
      void navigator.serviceWorker?.getRegistration().then((registration) => registration?.update())
    }
  })
  actor.start()

  let seenRevision = -1
  const onStoreChange = () => {
    const { dirty, revision, loaded } = deps.store.getSnapshot()
    if (!loaded || !dirty || revision === seenRevision) return
    seenRevision = revision
    actor.send({ type: 'cart.changed' })
  }
  const unsubscribe = deps.store.subscribe(onStoreChange)
  const online = () => actor.send({ type: 'network.online' })
  const offline = () => {
    actor.send({ type: 'network.offline' })
    reportSyncPhase(actor.getSnapshot().value === 'waiting' ? 'offline' : 'idle')
  }
  const visible = () => {
    if (document.visibilityState === 'visible') online()
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  // The network back by the health probe, though the browser never said it was gone.
  startConnectivity()
  const stopReconnect = connectivity.onReconnect(online)
  document.addEventListener('visibilitychange', visible)
  // A cart left unsent by the last visit (offline, closed mid-request) is sent now.
  void deps.store.ready().then(onStoreChange)

  return () => {
    unsubscribe()
    stopReconnect()
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    document.removeEventListener('visibilitychange', visible)
    actor.stop()
  }
}

function defaultDeps(): CartSyncDeps {
  return {
    store: cartStore,
    storage: idbStore,
    post: async (path, body, key, payloadVersion) =>
      cartAnswerSchema.parse(
        await (readToken() ? authApi : publicApi)(path, {
          method: 'POST',
          body: body as Record<string, unknown>,
          headers: { 'Idempotency-Key': key, [PAYLOAD_VERSION_HEADER]: String(payloadVersion) },
        }),
      ),
    probe: async () => {
      await publicApi('/health', { timeout: 5000 })
    },
    resolveLegacyLines: (lines) => resolveLegacyLines(lines, searchByNumber),
    // The cart is set from the server's answer; the toast shows only
    // when the server's cart differs from what the shopper saw (a price, a dropped line), not
    // after every quiet background send.
    onChangedByServer: () => toast(i18n._(msg`Cart updated`)),
  }
}

/** The catalogue's articles whose number reads as this one (every brand printing it). */
async function searchByNumber(articleNumber: string): Promise<readonly CandidateArticle[]> {
  // The search takes 2–100 characters: a shorter number cannot be looked up.
  if (articleNumber.trim().length < SEARCH_MIN_LENGTH) return []
  const answer = await publicApi<{ articles: CandidateArticle[] }>('/tecdoc/search', {
    query: { search: articleNumber, perPage: MAX_PER_PAGE },
  })
  return answer.articles
}
