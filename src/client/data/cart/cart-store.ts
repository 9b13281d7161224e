/**
 * The cart on this device. Kept in IndexedDB under
 * `red-parts/react/cart` as `{ version: 2, cart: { cartId, lastItemId, items }, revision,
 * syncedRevision, legacyItems? }`, read at start, written after every change, so it survives
 * a reload, a browser restart and works with no network at all. Other tabs are told to re-read it.
 *
 * For the server cart (`cart-sync.machine.ts`): every local change raises
 * `revision`; the sync sends the cart as of a revision and hands the answer back with
 * `applyServerCart(answer, revision)`. The cart is `dirty` while `revision > syncedRevision`.
 * `subscribe` tells the sync (and React) about every change.
 *
 * Version 1 (lines without article ids): its lines wait in `legacyItems`, out of the cart and
 * counted as a change, until `migrateLegacyLines` has found their ids (legacy-cart-lines.ts);
 * they are kept in storage until then, so a visit offline loses none.
 *
 * Guards: a stored value of another version, or that is not a cart, starts empty (and is
 * replaced at the next change); stored lines are rebuilt one by one and bad ones dropped
 * (`cartFromStored`). Storage that is blocked or full keeps the cart for this visit only.
 * Changes made before the stored cart has been read wait for it, so none is lost to the read.
 */
import {
  type AddToCartResult,
  addToCart,
  type Cart,
  type CartItem,
  type CartItemOption,
  type CartProduct,
  cartFromStored,
  emptyCart,
  type QuantityUpdate,
  removeFromCart,
  sameLines,
  setCart,
  updateQuantities,
} from '../../../domain/cart'
import { type LegacyLine, legacyLinesFrom, type ResolvedLegacyLine } from './legacy-cart-lines'

export const CART_STORAGE_KEY = 'red-parts/react/cart'
/** Changes only when the stored shape does (2: lines carry `articleId`). */
export const CART_STORAGE_VERSION = 2
/** Lines stored by this version have no article id. */
const CART_STORAGE_VERSION_WITHOUT_IDS = 1

/** What is kept in IndexedDB. */
export interface StoredCart {
  version: typeof CART_STORAGE_VERSION
  cart: Pick<Cart, 'cartId' | 'lastItemId' | 'items'>
  revision: number
  syncedRevision: number
  /** Lines kept before ids, not yet migrated. */
  legacyItems?: LegacyLine[]
}

export interface CartSnapshot {
  cart: Cart
  /** Raised by every change made on this device. */
  revision: number
  /** The last revision the server has confirmed (0: never). */
  syncedRevision: number
  /** Changes the server has not seen yet. */
  dirty: boolean
  /** The device's cart has been read (before that it shows empty). */
  loaded: boolean
}

/** What the store needs from the outside world; tests give fakes. */
export interface CartStoreDeps {
  storage: {
    get: (key: string) => Promise<unknown>
    set: (key: string, value: unknown) => Promise<void>
    del?: (key: string) => Promise<void>
  }
  /** Tells other tabs of this browser that the stored cart changed. */
  broadcast?: () => void
}

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0

function snapshotOf(
  cart: Cart,
  revision: number,
  syncedRevision: number,
  loaded: boolean,
): CartSnapshot {
  return { cart, revision, syncedRevision, dirty: revision > syncedRevision, loaded }
}

type Restored = Omit<CartSnapshot, 'loaded' | 'dirty'> & { legacy: LegacyLine[] }

/**
 * The stored value read back, or an empty cart when it is not ours. A version-1 cart keeps its
 * server id; its lines become `legacy` and the revision moves on, so they count as unsynced.
 */
export function restoreCart(stored: unknown): Restored {
  const value = stored as (Partial<Omit<StoredCart, 'version'>> & { version?: unknown }) | null
  const revision = isCount(value?.revision) ? value.revision : 0
  const synced = isCount(value?.syncedRevision) ? value.syncedRevision : 0
  if (value?.version === CART_STORAGE_VERSION_WITHOUT_IDS) {
    const cart = cartFromStored({ ...value.cart, items: [] })
    const legacy = legacyLinesFrom((value.cart as { items?: unknown } | undefined)?.items)
    if (cart)
      return {
        cart,
        revision: revision + (legacy.length > 0 ? 1 : 0),
        syncedRevision: Math.min(synced, revision),
        legacy,
      }
  }
  const cart = value?.version === CART_STORAGE_VERSION ? cartFromStored(value.cart) : null
  if (!cart) return { cart: emptyCart(), revision: 0, syncedRevision: 0, legacy: [] }
  const legacy = legacyLinesFrom(value?.legacyItems)
  return { cart, revision, syncedRevision: Math.min(synced, revision), legacy }
}

/**
 * The cart before the device's copy is read — also what a page drawn on the server shows, so
 * the app taking that page over has nothing to draw anew until the cart is read.
 */
export const CART_NOT_LOADED: CartSnapshot = snapshotOf(emptyCart(), 0, 0, false)

export class CartStore {
  private snapshot: CartSnapshot = CART_NOT_LOADED
  private readonly listeners = new Set<() => void>()
  private firstLoad: Promise<void> | null = null
  private writes: Promise<void> = Promise.resolve()
  /** Lines kept before ids, waiting for `migrateLegacyLines`. */
  private legacy: LegacyLine[] = []
  private migrating: Promise<void> | null = null
  /** Raised by `forget`: what was read or sent before it is not this cart's. */
  private forgotten = 0

  constructor(private readonly deps: CartStoreDeps) {}

  /** Changes at every `forget`; the sync drops an answer to a send begun before one. */
  generation(): number {
    return this.forgotten
  }

  /**
   * Empties the cart and forgets its server id, here and in storage: its person has left the
   * device. The account keeps its cart; nothing is left to send.
   */
  forget(): Promise<void> {
    this.forgotten += 1
    this.legacy = []
    const revision = this.snapshot.revision + 1
    this.replace(snapshotOf(emptyCart(), revision, revision, true), false)
    const del = this.deps.storage.del
    this.writes = this.writes
      .then(() => del?.(CART_STORAGE_KEY))
      .then(() => this.deps.broadcast?.())
      .catch(() => {})
    return this.writes
  }

  getSnapshot = (): CartSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads the device's cart (at start, and when another tab changed it). */
  load(): Promise<void> {
    const reading = (async () => {
      const generation = this.forgotten
      let stored: unknown = null
      try {
        stored = await this.deps.storage.get(CART_STORAGE_KEY)
      } catch {
        // Storage blocked or broken: start empty rather than fail the app.
      }
      if (generation !== this.forgotten) return
      const { cart, revision: storedRevision, syncedRevision, legacy } = restoreCart(stored)
      this.legacy = legacy
      const previous = this.snapshot
      let revision = storedRevision
      if (previous.loaded) {
        // Another tab wrote, counting from its own revision: never go back, so an answer to
        // something this tab sent earlier cannot be taken for an answer to these lines.
        const changed = cart.cartId !== previous.cart.cartId || !sameLines(cart, previous.cart)
        revision = Math.max(storedRevision, previous.revision + (changed ? 1 : 0))
      }
      this.replace(snapshotOf(cart, revision, Math.min(syncedRevision, revision), true), false)
    })()
    this.firstLoad ??= reading
    return reading
  }

  /** Resolves once the stored cart has been read (reading it if nobody has asked yet). */
  ready(): Promise<void> {
    return this.firstLoad ?? this.load()
  }

  /** Whether lines kept before ids still wait for theirs (the cart is not sent until then). */
  hasLegacyLines(): boolean {
    return this.legacy.length > 0
  }

  /**
   * Gives the lines kept before ids their articles, once: each found line joins the cart as an
   * add would (raising a line of the same article); a line the catalogue no longer has is let
   * go, as the server would drop it. A failed look-up throws and keeps every line for a retry.
   */
  migrateLegacyLines(
    resolve: (lines: readonly LegacyLine[]) => Promise<ResolvedLegacyLine[]>,
  ): Promise<void> {
    this.migrating ??= (async () => {
      await this.ready()
      if (this.legacy.length === 0) return
      const resolved = await resolve(this.legacy)
      let cart = this.snapshot.cart
      for (const { line, article } of resolved) {
        if (!article) continue
        const product = { ...line.product, articleId: article.articleId, mfrName: article.mfrName }
        // Checked as a stored line would be: a malformed one is let go.
        const [item] =
          cartFromStored({ items: [{ product, options: line.options, quantity: line.quantity }] })
            ?.items ?? []
        if (!item) continue
        const added = addToCart(cart, item.product, item.options, item.quantity)
        if (added.ok) cart = added.cart
      }
      this.legacy = []
      const { revision, syncedRevision, loaded } = this.snapshot
      this.replace(snapshotOf(cart, revision + 1, syncedRevision, loaded))
    })().finally(() => {
      this.migrating = null
    })
    return this.migrating
  }

  /** Adds pieces of a product; refused adds change nothing and say why. */
  async add(
    product: CartProduct,
    quantity?: unknown,
    options: readonly CartItemOption[] = [],
  ): Promise<AddToCartResult> {
    await this.ready()
    const result = addToCart(this.snapshot.cart, product, options, quantity)
    if (result.ok) this.change(result.cart)
    return result
  }

  /** Removes an article's line (only the one with `options`, when given). */
  async remove(articleId: number, options?: readonly CartItemOption[]): Promise<void> {
    await this.ready()
    this.change(removeFromCart(this.snapshot.cart, articleId, options))
  }

  /** Replaces line quantities ('Update cart'); unusable quantities are ignored. */
  async updateQuantities(updates: readonly QuantityUpdate[]): Promise<void> {
    await this.ready()
    this.change(updateQuantities(this.snapshot.cart, updates))
  }

  /**
   * Marks the lines of an article the server has refused as sold out, so `/cart` names them.
   * What the shopper chose is unchanged: nothing new to send, the revision stays.
   */
  async markSoldOut(articleNumber: string): Promise<void> {
    await this.ready()
    const { cart, revision, syncedRevision, loaded } = this.snapshot
    if (!cart.items.some((item) => item.articleNumber === articleNumber)) return
    const items = cart.items.map((item) =>
      item.articleNumber === articleNumber
        ? { ...item, product: { ...item.product, availability: 'out-of-stock' as const } }
        : item,
    )
    this.replace(snapshotOf({ ...cart, items }, revision, syncedRevision, loaded))
  }

  /** Empties the cart and forgets its server id (reset, e.g. after an order). */
  async reset(): Promise<void> {
    await this.ready()
    this.change(emptyCart())
  }

  /**
   * The server's answer to the cart sent at `basedOnRevision` (on success the cart is
   * set from the server result). With no change since, the server's lines (re-priced) become
   * the cart and that revision counts as synced. After later changes the lines stay the
   * device's — they are newer — and only the cart id is taken, so the next sync updates it.
   */
  applyServerCart(next: { cartId: string; items: readonly CartItem[] }, basedOnRevision: number) {
    const { cart, revision, syncedRevision, loaded } = this.snapshot
    if (basedOnRevision === revision) {
      this.replace(snapshotOf(setCart(cart, next), revision, revision, loaded))
    } else {
      this.replace(snapshotOf({ ...cart, cartId: next.cartId }, revision, syncedRevision, loaded))
    }
  }

  /**
   * Takes the account's cart at sign-in (account-cart.ts): its id and lines become this cart's,
   * counted as synced. Only while the cart is still empty, without a server cart and at
   * `whenRevision` — a line added or a sign-out since wins over it. Says whether it was taken.
   */
  adoptServerCart(
    next: { cartId: string; items: readonly CartItem[] },
    whenRevision: number,
  ): boolean {
    const { cart, revision, loaded } = this.snapshot
    if (revision !== whenRevision || cart.cartId || cart.items.length > 0) return false
    if (this.legacy.length > 0) return false
    this.replace(snapshotOf(setCart(cart, next), revision + 1, revision + 1, loaded))
    return true
  }

  /**
   * Counts the cart as changed though its lines are not, so the sync sends it as it is: at a
   * sign-in, so that the server gives it to the account.
   */
  async sendAgain(): Promise<void> {
    await this.ready()
    const { cart, revision, syncedRevision, loaded } = this.snapshot
    this.replace(snapshotOf(cart, revision + 1, syncedRevision, loaded))
  }

  /**
   * Nothing of this revision needs the server (an empty cart that has no server cart, e.g.
   * after an order): it counts as synced without a request.
   */
  markSynced(revision: number): void {
    const { cart, syncedRevision, loaded } = this.snapshot
    if (revision !== this.snapshot.revision || revision <= syncedRevision) return
    this.replace(snapshotOf(cart, revision, revision, loaded))
  }

  /**
   * The server no longer has this cart for us (gone, or another user's): the lines stay, the
   * cart id goes, and they count as not synced, so the next sync creates a new server cart.
   */
  detachFromServer(): void {
    const { cart, revision, loaded } = this.snapshot
    this.replace(snapshotOf({ ...cart, cartId: '' }, revision, 0, loaded))
  }

  /** Resolves when every write so far has reached the storage (tests, reload hand-over). */
  flushed(): Promise<void> {
    return this.writes
  }

  /** Takes a changed cart; one with the same id and lines (removing what is not there) is no change. */
  private change(cart: Cart): void {
    const { revision, syncedRevision, loaded } = this.snapshot
    const current = this.snapshot.cart
    if (cart.cartId === current.cartId && sameLines(cart, current)) return
    this.replace(snapshotOf(cart, revision + 1, syncedRevision, loaded))
  }

  private replace(next: CartSnapshot, persist = true): void {
    this.snapshot = next
    for (const listener of this.listeners) listener()
    if (!persist) return
    const stored: StoredCart = {
      version: CART_STORAGE_VERSION,
      cart: { cartId: next.cart.cartId, lastItemId: next.cart.lastItemId, items: next.cart.items },
      revision: next.revision,
      syncedRevision: next.syncedRevision,
      ...(this.legacy.length > 0 && { legacyItems: this.legacy }),
    }
    // Writes land in order, so the last state is the one kept.
    this.writes = this.writes
      .then(() => this.deps.storage.set(CART_STORAGE_KEY, stored))
      .then(() => this.deps.broadcast?.())
      .catch(() => {
        // A full or blocked storage keeps the cart for this visit only.
      })
  }
}
