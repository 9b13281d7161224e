/**
 * Search on the device with the network gone; one index per language, rebuilt when a pack changes or the network returns.
 */
import type { ArticlePage } from '../../../domain/article-schema'
import type { Locale } from '../../../domain/locale'
import { deviceArticles } from './device-articles'
import { buildDeviceIndex, type DeviceIndex } from './device-index'
import { keptAnswers, packNames } from './kept-answers'

interface BuiltIndex {
  packs: string
  index: DeviceIndex
}

const built = new Map<Locale, Promise<BuiltIndex>>()

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
