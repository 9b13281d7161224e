import { z } from 'zod'
import type { SavedAddress } from './address'
import { ERROR_FORM_INCORRECT_EMAIL, ERROR_FORM_REQUIRED, isValidEmail } from './email'

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

export const addressSchema = z.strictObject(addressFields).refine(postcodeRule, postcodeIssue)

export const addressBookEntrySchema = z
  .strictObject({ ...addressFields, default: z.boolean().default(false) })
  .refine(postcodeRule, postcodeIssue)
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>

export const addressIdParamsSchema = z.strictObject({ id: z.uuid() })

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

export const savedAddressSchema = orderAddressSchema.extend({
  _id: z.string(),
  state: z.string().optional(),
  default: z.boolean(),
}) satisfies z.ZodType<SavedAddress>

export const addressListAnswerSchema = z.object({
  data: z.object({ addressDetails: z.array(savedAddressSchema) }),
})
export const addressAddedAnswerSchema = z.object({
  address: z.object({ addressDetails: z.array(savedAddressSchema) }),
})
export const addressAnswerSchema = z.object({ address: savedAddressSchema })
