import { describe, expect, it } from 'vitest'
import {
  addToCart,
  type Cart,
  type CartItemOption,
  type CartProduct,
  cartFromStored,
  computeTotals,
  ERROR_ADD_TO_CART_OPTIONS,
  ERROR_ADD_TO_CART_QUANTITY,
  ERROR_CART_FULL,
  emptyCart,
  MAX_CART_LINES,
  parseQuantity,
  removeFromCart,
  resetCart,
  sameLines,
  SHIPPING_ORE,
  setCart,
  shippingOf,
  taxOf,
  updateQuantities,
} from './cart'
import { cartItemSchema, cartLineRequestSchema, cartSchema } from './cart-schema'
import { mvaContainedIn } from './mva'
import { brakePads, wiper } from './test/cart-products'

/** Adds and expects success: most tests are about the cart, not the refusal. */
function add(cart: Cart, product: CartProduct, options: CartItemOption[] = [], quantity?: unknown) {
  const result = addToCart(cart, product, options, quantity)
  if (!result.ok) throw new Error(`expected a cart, got ${result.error}`)
  return result.cart
}

describe('emptyCart', () => {
  it('has no id, no lines and nothing to pay', () => {
    expect(emptyCart()).toEqual({
      cartId: '',
      lastItemId: 0,
      quantity: 0,
      items: [],
      subtotal: 0,
      totals: [],
      total: 0,
    })
  })

  it('is what resetting gives', () => {
    expect(resetCart()).toEqual(emptyCart())
  })
})

describe('addToCart', () => {
  it('adds one piece when no quantity is given', () => {
    const cart = add(emptyCart(), brakePads)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ articleId: 100, quantity: 1 })
    expect(cart.quantity).toBe(1)
    expect(cart.lastItemId).toBe(1)
  })

  it('prices the line as price minus discount times quantity', () => {
    const line = add(emptyCart(), brakePads, [], 3).items[0]
    expect(line.price).toBe(45000)
    expect(line.total).toBe(135000)
  })

  it('raises the quantity when the same article is added again', () => {
    const cart = add(add(emptyCart(), brakePads, [], 2), brakePads, [], 3)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].quantity).toBe(5)
    expect(cart.items[0].total).toBe(225000)
    expect(cart.lastItemId).toBe(1)
  })

  it('adds a new line for another article', () => {
    const cart = add(add(emptyCart(), brakePads), wiper)
    expect(cart.items.map((item) => item.articleNumber)).toEqual(['BP-100', 'WB-60'])
    expect(cart.lastItemId).toBe(2)
  })

  it('adds a new line for the same article with other options', () => {
    const first = add(emptyCart(), wiper, [{ name: 'lengde', value: '500' }])
    const cart = add(first, wiper, [{ name: 'lengde', value: '600' }])
    expect(cart.items).toHaveLength(2)
  })

  it('treats options given in another order as the same line', () => {
    const a = [
      { name: 'lengde', value: '500' },
      { name: 'side', value: 'forer' },
    ]
    const cart = add(add(emptyCart(), wiper, a), wiper, [...a].reverse())
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].quantity).toBe(2)
  })

  it('stores options by the product’s names, in the product’s order', () => {
    const cart = add(emptyCart(), wiper, [
      { name: 'Side', value: 'Fører' },
      { name: 'lengde', value: '600' },
    ])
    expect(cart.items[0].options).toEqual([
      { name: 'Lengde', value: '600 mm' },
      { name: 'Side', value: 'Fører' },
    ])
  })

  it('treats a non-numeric quantity as 1', () => {
    expect(add(emptyCart(), brakePads, [], 'abc').quantity).toBe(1)
    expect(add(emptyCart(), brakePads, [], '').quantity).toBe(1)
    expect(add(emptyCart(), brakePads, [], Number.NaN).quantity).toBe(1)
    expect(add(emptyCart(), brakePads, [], ' 4 ').quantity).toBe(4)
  })

  it('refuses a quantity below 1, fractional or above 999', () => {
    for (const quantity of [0, -1, 1.5, '2.5', 1000, Number.POSITIVE_INFINITY]) {
      expect(addToCart(emptyCart(), brakePads, [], quantity)).toEqual({
        ok: false,
        error: ERROR_ADD_TO_CART_QUANTITY,
      })
    }
  })

  it('refuses to raise a line above 999 pieces', () => {
    const cart = add(emptyCart(), brakePads, [], 999)
    expect(addToCart(cart, brakePads)).toEqual({ ok: false, error: ERROR_ADD_TO_CART_QUANTITY })
  })

  it('refuses a new line once the cart holds the most lines, but still raises one', () => {
    let cart = emptyCart()
    for (let i = 0; i < MAX_CART_LINES; i++) {
      cart = add(cart, { ...brakePads, articleId: 1000 + i, articleNumber: `BP-${i}` })
    }
    expect(addToCart(cart, wiper)).toEqual({ ok: false, error: ERROR_CART_FULL })
    expect(
      add(cart, { ...brakePads, articleId: 1000, articleNumber: 'BP-0' }).items[0].quantity,
    ).toBe(2)
  })

  it('prices a raised line at the price shown now', () => {
    const cart = add(add(emptyCart(), brakePads), { ...brakePads, discount: 0 })
    expect(cart.items[0]).toMatchObject({ quantity: 2, price: 49900, total: 99800 })
  })

  it('refuses an option or value the product does not have', () => {
    const refused = { ok: false, error: ERROR_ADD_TO_CART_OPTIONS }
    expect(addToCart(emptyCart(), wiper, [{ name: 'farge', value: 'rod' }])).toEqual(refused)
    expect(addToCart(emptyCart(), wiper, [{ name: 'lengde', value: '700' }])).toEqual(refused)
    expect(addToCart(emptyCart(), brakePads, [{ name: 'lengde', value: '500' }])).toEqual(refused)
  })

  it('refuses the same option chosen twice', () => {
    const options = [
      { name: 'lengde', value: '500' },
      { name: 'Lengde', value: '600 mm' },
    ]
    expect(addToCart(emptyCart(), wiper, options)).toEqual({
      ok: false,
      error: ERROR_ADD_TO_CART_OPTIONS,
    })
  })

  it('leaves the given cart untouched', () => {
    const before = emptyCart()
    add(before, brakePads)
    expect(before).toEqual(emptyCart())
  })
})

describe('parseQuantity', () => {
  it('defaults to 1 and reads numeric text', () => {
    expect(parseQuantity(undefined)).toBe(1)
    expect(parseQuantity(null)).toBe(1)
    expect(parseQuantity('7')).toBe(7)
    expect(parseQuantity(12)).toBe(12)
  })

  it('gives null for quantities that cannot be added', () => {
    expect(parseQuantity(0)).toBeNull()
    expect(parseQuantity('0')).toBeNull()
    expect(parseQuantity(2.5)).toBeNull()
  })
})

describe('computeTotals', () => {
  it('adds flat shipping and shows the 25 % MVA the total already contains', () => {
    const cart = add(add(emptyCart(), brakePads, [], 2), wiper)
    expect(cart.subtotal).toBe(90000 + 19900)
    expect(cart.total).toBe(109900 + SHIPPING_ORE)
    // 1 124,00 kr incl. MVA contains 224,80 kr MVA (× 0.25 / 1.25).
    expect(cart.totals).toEqual([
      { title: 'SHIPPING', price: SHIPPING_ORE },
      { title: 'TAX', price: 22480 },
    ])
    expect(cart.quantity).toBe(3)
  })

  it('never adds MVA on top of prices that include it', () => {
    const cart = add(emptyCart(), brakePads)
    expect(cart.total).toBe(cart.subtotal + shippingOf(cart))
    expect(taxOf(cart)).toBeLessThan(cart.total)
  })

  it('rounds MVA to whole øre', () => {
    const cheap = {
      articleId: 1,
      articleNumber: 'S-1',
      mfrName: 'HELLA',
      name: 'Sikring',
      price: 1999,
      discount: 0,
    }
    const cart = add(emptyCart(), cheap)
    expect(cart.total).toBe(1999 + 2500)
    expect(cart.totals[1]).toEqual({ title: 'TAX', price: 900 })
  })

  it('charges nothing for an empty cart', () => {
    expect(computeTotals([])).toEqual({ quantity: 0, subtotal: 0, totals: [], total: 0 })
    expect(shippingOf(emptyCart())).toBe(0)
    expect(taxOf(emptyCart())).toBe(0)
  })

  it('never prices a line below zero when the discount exceeds the price', () => {
    const odd = { ...brakePads, discount: brakePads.price + 100 }
    expect(add(emptyCart(), odd).subtotal).toBe(0)
  })

  it('recomputes the sums after every change', () => {
    const steps: [string, (cart: Cart) => Cart][] = [
      ['add', (cart) => add(cart, wiper, [], 2)],
      ['update', (cart) => updateQuantities(cart, [{ articleId: 100, quantity: 4 }])],
      ['remove', (cart) => removeFromCart(cart, 60)],
      ['set', (cart) => setCart(cart, { cartId: 'c-9', items: cart.items })],
    ]
    let cart = add(emptyCart(), brakePads)
    for (const [name, step] of steps) {
      cart = step(cart)
      expect({ name, ...computeTotals(cart.items) }).toEqual({
        name,
        quantity: cart.quantity,
        subtotal: cart.subtotal,
        totals: cart.totals,
        total: cart.total,
      })
    }
    expect(cart.quantity).toBe(4)
  })
})

describe('the MVA line of a cart', () => {
  it('is the MVA its total contains, by the one rule of mva.ts', () => {
    const cart = add(emptyCart(), { ...brakePads, price: 12_343, discount: 0 }, [], 3)
    expect(taxOf(cart)).toBe(mvaContainedIn(cart.total))
  })

  it('is the same figure the older float formula gave, for every amount in whole øre', () => {
    const float = (amount: number) => Math.round((amount * 0.25) / 1.25)
    const amounts = [...Array.from({ length: 200_001 }, (_, i) => i), 12_345_678, 99_999_999]
    for (let seed = 1; amounts.length < 300_000; seed = (seed * 48_271) % 2_147_483_647) {
      amounts.push(seed)
    }
    const differing = amounts.filter((amount) => mvaContainedIn(amount) !== float(amount))
    expect(differing).toEqual([])
  })
})

describe('articles of two brands sharing a number', () => {
  const twin: CartProduct = {
    ...brakePads,
    articleId: 101,
    mfrName: 'TEXTAR',
    price: 39900,
    discount: 0,
  }

  it('keeps them on two lines, each with its own price, and removes only the one asked', () => {
    const cart = add(add(emptyCart(), brakePads), twin, [], 2)
    expect(
      cart.items.map((item) => [item.articleId, item.articleNumber, item.quantity, item.price]),
    ).toEqual([
      [100, 'BP-100', 1, 45000],
      [101, 'BP-100', 2, 39900],
    ])
    expect(removeFromCart(cart, 101).items.map((item) => item.articleId)).toEqual([100])
    const updated = updateQuantities(cart, [{ articleId: 100, quantity: 5 }])
    expect(updated.items.map((item) => item.quantity)).toEqual([5, 2])
  })
})

describe('removeFromCart', () => {
  it('removes every line of the article and recomputes the totals', () => {
    const cart = add(add(emptyCart(), brakePads), wiper)
    const after = removeFromCart(cart, 100)
    expect(after.items.map((item) => item.articleNumber)).toEqual(['WB-60'])
    expect(after.subtotal).toBe(19900)
    expect(after.quantity).toBe(1)
  })

  it('removes only the line with the given options', () => {
    const short = [{ name: 'Lengde', value: '500 mm' }]
    const cart = add(add(emptyCart(), wiper, short), wiper, [{ name: 'lengde', value: '600' }])
    const after = removeFromCart(cart, 60, short)
    expect(after.items.map((item) => item.options)).toEqual([[{ name: 'Lengde', value: '600 mm' }]])
  })

  it('empties the totals when the last line goes', () => {
    const after = removeFromCart(add(emptyCart(), brakePads), 100)
    expect(after.totals).toEqual([])
    expect(after.total).toBe(0)
    expect(after.lastItemId).toBe(1)
  })

  it('changes nothing for an article not in the cart', () => {
    const cart = add(emptyCart(), brakePads)
    expect(removeFromCart(cart, 999_999)).toEqual(cart)
  })
})

describe('updateQuantities', () => {
  it('replaces the quantity of a line and recomputes the totals', () => {
    const cart = add(add(emptyCart(), brakePads, [], 5), wiper)
    const after = updateQuantities(cart, [{ articleId: 100, quantity: 2 }])
    expect(after.items[0]).toMatchObject({ quantity: 2, total: 90000 })
    expect(after.items[1].quantity).toBe(1)
    expect(after.subtotal).toBe(90000 + 19900)
    expect(after.quantity).toBe(3)
  })

  it('updates several lines at once', () => {
    const cart = add(add(emptyCart(), brakePads), wiper)
    const after = updateQuantities(cart, [
      { articleId: 100, quantity: 3 },
      { articleId: 60, quantity: 4 },
    ])
    expect(after.items.map((item) => item.quantity)).toEqual([3, 4])
  })

  it('ignores quantities that are not whole numbers of at least 1', () => {
    const cart = add(emptyCart(), brakePads, [], 2)
    for (const quantity of [0, -3, 1.5, Number.NaN]) {
      expect(updateQuantities(cart, [{ articleId: 100, quantity }]).items[0].quantity).toBe(2)
    }
  })

  it('clamps a quantity above 999', () => {
    const cart = add(emptyCart(), brakePads)
    const after = updateQuantities(cart, [{ articleId: 100, quantity: 5000 }])
    expect(after.items[0].quantity).toBe(999)
  })

  it('updates only the line with the given options', () => {
    const short = [{ name: 'Lengde', value: '500 mm' }]
    const cart = add(add(emptyCart(), wiper, short), wiper, [{ name: 'lengde', value: '600' }])
    const after = updateQuantities(cart, [{ articleId: 60, options: short, quantity: 6 }])
    expect(after.items.map((item) => item.quantity)).toEqual([6, 1])
  })
})

describe('setCart', () => {
  it('takes the server’s id and lines and recomputes every sum', () => {
    const local = add(emptyCart(), brakePads)
    const serverLine = { ...local.items[0], quantity: 4, total: 1 }
    const cart = setCart(local, { cartId: 'c-42', items: [serverLine] })
    expect(cart.cartId).toBe('c-42')
    expect(cart.items[0]).toMatchObject({ quantity: 4, price: 45000, total: 180000 })
    expect(cart.subtotal).toBe(180000)
    expect(cart.total).toBe(180000 + 2500)
  })

  it('holds the server’s quantities to 1–999', () => {
    const line = add(emptyCart(), brakePads).items[0]
    const cart = setCart(emptyCart(), {
      cartId: 'c-1',
      items: [
        { ...line, quantity: 5000 },
        { ...add(emptyCart(), wiper).items[0], quantity: 0 },
      ],
    })
    expect(cart.items.map((item) => item.quantity)).toEqual([999, 1])
  })

  it('keeps lastItemId from going backwards', () => {
    const local = add(add(emptyCart(), brakePads), wiper)
    expect(setCart(local, { cartId: 'c-1', items: [] }).lastItemId).toBe(2)
  })
})

describe('sameLines', () => {
  it('tells a change from none: the same lines, quantities and prices', () => {
    const cart = add(add(emptyCart(), brakePads, [], 2), wiper, [{ name: 'lengde', value: '500' }])
    expect(sameLines(cart, { ...cart, items: [...cart.items] })).toBe(true)
    expect(sameLines(cart, updateQuantities(cart, [{ articleId: 100, quantity: 2 }]))).toBe(true)
    expect(sameLines(cart, updateQuantities(cart, [{ articleId: 100, quantity: 3 }]))).toBe(false)
    expect(sameLines(cart, removeFromCart(cart, 60))).toBe(false)
    expect(
      sameLines(cart, add(cart, { ...wiper, price: 1 }, [{ name: 'lengde', value: '500' }], 0 + 1)),
    ).toBe(false)
  })
})

describe('cartFromStored', () => {
  it('gives back the cart that was stored', () => {
    const cart = setCart(add(add(emptyCart(), brakePads, [], 3), wiper), {
      cartId: 'c-7',
      items: add(add(emptyCart(), brakePads, [], 3), wiper).items,
    })
    expect(cartFromStored(JSON.parse(JSON.stringify(cart)))).toEqual(cart)
  })

  it('recomputes line totals and sums instead of trusting them', () => {
    const cart = add(emptyCart(), brakePads, [], 2)
    const tampered = { ...cart, total: 1, items: [{ ...cart.items[0], price: 1, total: 2 }] }
    expect(cartFromStored(tampered)).toEqual(cart)
  })

  it('drops malformed lines and keeps the rest', () => {
    const cart = add(add(emptyCart(), brakePads), wiper)
    const items = [
      cart.items[0],
      { ...cart.items[1], quantity: 0 },
      { ...cart.items[1], product: { ...wiper, price: 12.5 } },
      { ...cart.items[1], options: [{ name: '' }] },
      'a line',
      { ...cart.items[0], quantity: 7 },
    ]
    const restored = cartFromStored({ ...cart, items })
    expect(restored?.items.map((item) => [item.articleNumber, item.quantity])).toEqual([
      ['BP-100', 1],
    ])
  })

  it('drops a line whose product has no article id (kept before ids; the device migrates it)', () => {
    const cart = add(emptyCart(), brakePads)
    const { articleId: _, ...withoutId } = brakePads
    const restored = cartFromStored({ ...cart, items: [{ ...cart.items[0], product: withoutId }] })
    expect(restored?.items).toEqual([])
  })

  it('holds quantities to 999 and keeps lastItemId from going backwards', () => {
    const cart = add(emptyCart(), brakePads)
    const restored = cartFromStored({
      ...cart,
      lastItemId: 5,
      items: [{ ...cart.items[0], quantity: 4000 }],
    })
    expect(restored?.items[0].quantity).toBe(999)
    expect(restored?.lastItemId).toBe(5)
  })

  it('is null for something that is not a cart', () => {
    for (const value of [null, undefined, 'cart', 42, { items: 'none' }]) {
      expect(cartFromStored(value)).toBeNull()
    }
  })
})

describe('cart schemas', () => {
  it('accept every cart the rules build', () => {
    const cart = add(add(emptyCart(), brakePads, [], 3), wiper, [{ name: 'lengde', value: '500' }])
    expect(cartSchema.parse(cart)).toEqual(cart)
    expect(cartSchema.parse(emptyCart())).toEqual(emptyCart())
  })

  it('reject quantities outside 1–999 and money that is not whole non-negative øre', () => {
    const line = add(emptyCart(), brakePads).items[0]
    expect(cartItemSchema.safeParse({ ...line, quantity: 0 }).success).toBe(false)
    expect(cartItemSchema.safeParse({ ...line, quantity: 1000 }).success).toBe(false)
    expect(cartItemSchema.safeParse({ ...line, price: 12.5 }).success).toBe(false)
    expect(cartItemSchema.safeParse({ ...line, total: -1 }).success).toBe(false)
  })

  it('refuse a request line that does not name its article by id', () => {
    expect(cartLineRequestSchema.safeParse({ articleNumber: 'BP-100', quantity: 1 }).success).toBe(
      false,
    )
    expect(cartLineRequestSchema.parse({ articleId: 100, mfrName: 'BOSCH', quantity: 1 })).toEqual({
      articleId: 100,
      mfrName: 'BOSCH',
      quantity: 1,
      options: [],
    })
  })

  it('reject unknown total titles', () => {
    const cart = add(emptyCart(), brakePads)
    const totals = [...cart.totals, { title: 'DISCOUNT', price: 0 }]
    expect(cartSchema.safeParse({ ...cart, totals }).success).toBe(false)
  })
})
