/**
 * The aftermarket brands (data suppliers) of the demo catalogue, spelled as parts catalogues
 * spell them, with a GS1 company prefix for their EAN-13 codes and a price position.
 * The prefixes are plausible (several are the brands' real ones, e.g. MANN-FILTER 4011558)
 * but not verified; each is unique here so that every EAN in the catalogue is unique.
 */
import { z } from 'zod'
import table from './brands.json' with { type: 'json' }

const PRICE_TIERS = ['premium', 'standard', 'value'] as const
/** `premium` brands sit higher in a part type's price range, `value` brands lower. */
export type PriceTier = (typeof PRICE_TIERS)[number]

/** Brand → its 7-digit GS1 company prefix and price tier; one row per brand in brands.json. */
export const BRANDS: Readonly<Record<string, readonly [eanPrefix: string, tier: PriceTier]>> = z
  .record(z.string(), z.tuple([z.string().regex(/^\d{7}$/), z.enum(PRICE_TIERS)]))
  .parse(table)
