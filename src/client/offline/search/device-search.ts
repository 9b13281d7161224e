/**
 * Searching on the device, with the network gone: numbers and words, among the articles the
 * device holds (kept-answers.ts: offline packs, answers the service worker kept, the saved
 * query cache), ranked as the shop ranks (device-index.ts). Answers the parts page's shape.
 * One index per language is built at the first search and kept for the visit; it is built
 * again when a pack is saved or deleted, and after the network comes back (what was seen
 * online in between joins it).
 */
import type { ArticlePage } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { deviceArticles } from './device-articles'
import { buildDeviceIndex, type DeviceIndex } from './device-index'
import { keptAnswers, packNames } from './kept-answers'

interface BuiltIndex {
  /** The packs it was built from. */
  packs: string
  index: DeviceIndex
}

const built = new Map<Locale, Promise<BuiltIndex>>()

/** Forgets the indexes: the next search builds them again from what the device holds. */
export function forgetDeviceIndexes() {
  built.clear()
}

if (typeof window !== 'undefined') window.addEventListener('online', forgetDeviceIndexes)

async function indexFor(locale: Locale): Promise<DeviceIndex> {
  const packs = (await packNames()).join(' ')
  const current = await built.get(locale)?.catch(() => undefined)
  if (current?.packs === packs) return current.index
  const building = keptAnswers().then((answers) => ({
    packs,
    index: buildDeviceIndex(deviceArticles(answers, locale)),
  }))
  built.set(locale, building)
  building.catch(() => built.delete(locale))
  return (await building).index
}

/** `vehicle`: only the parts known to fit this variant (carId): its pack's, its listings'. */
export async function searchOnDevice(
  locale: Locale,
  typed: string,
  page: number,
  perPage: number,
  vehicle?: number,
): Promise<ArticlePage> {
  const found = (await indexFor(locale)).search(typed, vehicle)
  return {
    articles: found.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    total: found.length,
  }
}
