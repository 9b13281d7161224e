/**
 * Where a parcel can be followed: the carrier's own tracking page for a tracking number, for
 * the carriers the shop ships with; `null` for any other carrier (the number is still shown).
 */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  posten: (number) => `https://sporing.posten.no/sporing/${number}`,
  bring: (number) => `https://sporing.bring.no/sporing/${number}`,
  postnord: (number) => `https://tracking.postnord.com/no/?id=${number}`,
  dhl: (number) => `https://www.dhl.com/no-no/home/tracking.html?tracking-id=${number}`,
}

/** The tracking page of `trackingNumber` at `carrier` (matched by name, case-blind). */
export function trackingLink(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier.trim().toLowerCase().replace(/\s+/g, '')]
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null
}
