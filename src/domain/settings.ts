/** ehandelsloven § 8 wants the company name, organisation number, address and e-mail visible. */
import { z } from 'zod'
import { isValidEmail } from './email'
import { isValidOrgNumber } from './org-number'

const isoWeekdaySchema = z.number().int().min(1).max(7)
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

export const openingHoursSchema = z
  .object({
    fromDay: isoWeekdaySchema,
    toDay: isoWeekdaySchema,
    opens: timeOfDaySchema,
    closes: timeOfDaySchema,
  })
  .refine((hours) => hours.fromDay <= hours.toDay, { error: 'fromDay must not be after toDay' })
  .refine((hours) => hours.opens < hours.closes, { error: 'opens must be before closes' })

/** https only, so it can be linked safely. */
export const settingsLinkSchema = z.object({
  title: z.string().trim().min(1).max(60),
  url: z.url({ protocol: /^https$/ }).max(500),
})

export const shopAddressSchema = z.object({
  street: z.string().trim().min(1).max(200),
  postcode: z.string().regex(/^\d{4}$/),
  city: z.string().trim().min(1).max(100),
})

export const shopSettingsSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  orgNr: z
    .string()
    .regex(/^\d{9}$/)
    .refine(isValidOrgNumber, { error: 'invalid check digit' }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{5,20}$/),
  email: z.string().trim().max(254).refine(isValidEmail, { error: 'invalid e-mail address' }),
  address: shopAddressSchema,
  openingHours: z.array(openingHoursSchema).max(7),
  links: z.array(settingsLinkSchema).max(10),
})

export type OpeningHours = z.infer<typeof openingHoursSchema>
export type SettingsLink = z.infer<typeof settingsLinkSchema>
export type ShopAddress = z.infer<typeof shopAddressSchema>
export type ShopSettings = z.infer<typeof shopSettingsSchema>

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`
}

export function postalLine(address: ShopAddress): string {
  return `${address.postcode} ${address.city}`
}
