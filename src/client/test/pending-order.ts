import type { Order } from '../../domain/order'

/** An order just placed, its payment not yet settled, as `/order/:token` answers it. */
export const pendingOrder: Order = {
  id: '0b7f2f3e-1c1d-4a57-9a55-5f4b2b7f8a11',
  token: 'tok_abcdefghijklmnop',
  number: 1001,
  created: '2026-11-28T18:00:00.000Z',
  status: 'PENDING',
  paymentStatus: 'pending',
  items: [],
  quantity: 1,
  subtotal: 10_000,
  shippingCharges: 2_500,
  tax: 2_500,
  total: 12_500,
  totals: [],
  deliveryMethod: 'standard',
  shippingAddress: {
    firstName: 'Ola',
    lastName: 'Nordmann',
    country: 'NO',
    address1: 'Gata 1',
    city: 'Bergen',
    postcode: '5003',
  },
  email: 'kunde@example.no',
}
