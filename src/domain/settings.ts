/**
 * The shop's settings (`GET /setting/settings`): who runs the shop and
 * how to reach it, shown in the footer, the classic header and on /contact-us. Norwegian
 * e-commerce law (ehandelsloven § 8) wants the company name, organisation number, address and
 * e-mail visible. Field names follow the original API where it gives them (phone, email, address,
 * orgNr, links with title and url); companyName and openingHours are ours.
 *
 * The answer of `GET /api/setting/settings` is this object itself; the browser keeps the last
 * one under the local-storage key `settingsData`. One schema for both sides: the
 * server checks the stored row with it, the client checks the answer and the stored copy.
 */
import { z } from 'zod'
import { isValidEmail } from './email'
import { isValidOrgNumber } from './org-number'

/** ISO weekday: 1 = Monday … 7 = Sunday. */
const isoWeekdaySchema = z.number().int().min(1).max(7)
/** A time of day, 24-hour `HH:MM`. */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** One line of opening hours: the days `fromDay`–`toDay` (inclusive), open `opens`–`closes`. */
export const openingHoursSchema = z
  .object({
    fromDay: isoWeekdaySchema,
    toDay: isoWeekdaySchema,
    opens: timeOfDaySchema,
    closes: timeOfDaySchema,
  })
  .refine((hours) => hours.fromDay <= hours.toDay, { error: 'fromDay must not be after toDay' })
  .refine((hours) => hours.opens < hours.closes, { error: 'opens must be before closes' })

/** A social link (Facebook, Instagram, YouTube …): https only, so it can be linked safely. */
export const settingsLinkSchema = z.object({
  title: z.string().trim().min(1).max(60),
  url: z.url({ protocol: /^https$/ }).max(500),
})

export const shopAddressSchema = z.object({
  street: z.string().trim().min(1).max(200),
  /** Norwegian postcodes have four digits. */
  postcode: z.string().regex(/^\d{4}$/),
  city: z.string().trim().min(1).max(100),
})

export const shopSettingsSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  /** Nine digits with a valid MOD11 check digit (src/domain/org-number.ts). */
  orgNr: z
    .string()
    .regex(/^\d{9}$/)
    .refine(isValidOrgNumber, { error: 'invalid check digit' }),
  /** As shown, e.g. `+47 63 94 50 00`; `phoneHref` makes the `tel:` link. */
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

/** `+47 63 94 50 00` → `tel:+4763945000` (RFC 3966: no spaces). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`
}

/** The postal line of an address: `2069 Jessheim`. */
export function postalLine(address: ShopAddress): string {
  return `${address.postcode} ${address.city}`
}
