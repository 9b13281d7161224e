/**
 * Postal addresses, one schema for the checkout, the address book and the server. Error
 * messages are form codes, which the pages translate.
 */
import { z } from 'zod'
import type { SavedAddress } from './address'
import { ERROR_FORM_INCORRECT_EMAIL, ERROR_FORM_REQUIRED, isValidEmail } from './email'

/** A Norwegian postcode: four digits. */
export const NORWEGIAN_POSTCODE = /^\d{4}$/
export const ERROR_FORM_POSTCODE = 'ERROR_FORM_POSTCODE'

const required = (max: number) =>
  z
    .string({ error: ERROR_FORM_REQUIRED })
    .trim()
    .min(1, { error: ERROR_FORM_REQUIRED })
    .max(max, { error: 'ERROR_FORM_TOO_LONG' })
const optional = (max: number) =>
  z.string().trim().max(max, { error: 'ERROR_FORM_TOO_LONG' }).optional()

const addressFields = {
  firstName: required(100),
  lastName: required(100),
  company: optional(200),
  country: z.string().trim().length(2).default('NO'),
  address1: required(200),
  address2: optional(200),
  city: required(100),
  /** County or region; Norwegian addresses do without. */
  state: optional(100),
  postcode: required(10),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || isValidEmail(value), { error: ERROR_FORM_INCORRECT_EMAIL })
    .optional(),
  phone: optional(30),
}

const postcodeRule = (address: { country?: string; postcode?: string }) =>
  (address.country ?? 'NO') !== 'NO' || NORWEGIAN_POSTCODE.test(address.postcode?.trim() ?? '')
const postcodeIssue = {
  error: ERROR_FORM_POSTCODE,
  path: ['postcode'],
  // Checked even when other fields are wrong too, so the form names every problem at once.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { postcode?: unknown } | null
    return typeof value?.postcode === 'string' && value.postcode.trim() !== ''
  },
}

/** A postal address of an order; the postcode is four digits in Norway. */
export const addressSchema = z.strictObject(addressFields).refine(postcodeRule, postcodeIssue)

/** An address for the address book (`POST /address/add`, `PUT /address/{id}`). */
export const addressBookEntrySchema = z
  .strictObject({ ...addressFields, default: z.boolean().default(false) })
  .refine(postcodeRule, postcodeIssue)
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>

export const addressIdParamsSchema = z.strictObject({ id: z.uuid() })

/** A postal address as an order carries it. */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().optional(),
  country: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  postcode: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
})

/** An address-book entry as the API answers it. */
export const savedAddressSchema = orderAddressSchema.extend({
  _id: z.string(),
  state: z.string().optional(),
  default: z.boolean(),
}) satisfies z.ZodType<SavedAddress>

/** `GET /address`. */
export const addressListAnswerSchema = z.object({
  data: z.object({ addressDetails: z.array(savedAddressSchema) }),
})
/** `POST /address/add`. */
export const addressAddedAnswerSchema = z.object({
  address: z.object({ addressDetails: z.array(savedAddressSchema) }),
})
/** `GET /address/:id`, `GET /address/default/address`, `PUT /address/:id`. */
export const addressAnswerSchema = z.object({ address: savedAddressSchema })
