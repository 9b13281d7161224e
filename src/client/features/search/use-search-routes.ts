import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { productSlug } from '../../../domain/product-slug'
import { normalizeRegistrationNumber } from '../../../domain/registration'
import type { SearchShape } from '../../../domain/search-shape'
import { garageStore } from '../../data/garage/garage'
import type { SearchOption } from './search-options'

export function useSearchRoutes() {
  const navigate = useNavigate()
  return useMemo(() => {
    const vehicleParts = (carId: number) => navigate({ to: '/all', search: { motorID: carId } })
    return {
      vehicleParts,
      reading: (shape: Exclude<SearchShape, { kind: 'vin' }>) => {
        switch (shape.kind) {
          case 'plate': {
            const registreringsNummer = normalizeRegistrationNumber(shape.plate).toLowerCase()
            return navigate({ to: '/all', search: { registreringsNummer } })
          }
          case 'number':
            return navigate({ to: '/catalog/article', search: { n: shape.number } })
          case 'words':
            return navigate({ to: '/search', search: { q: shape.text } })
        }
      },
      page: (option: Extract<SearchOption, { kind: 'product' | 'category' | 'vehicle' }>) => {
        switch (option.kind) {
          case 'product':
            return navigate({
              to: '/products/$slug',
              params: { slug: productSlug(option.article) },
            })
          case 'category':
            return navigate({ to: '/catalog/$slug', params: { slug: option.slug } })
          case 'vehicle':
            garageStore.select(option.vehicle.id)
            return vehicleParts(option.vehicle.id)
        }
      },
    }
  }, [navigate])
}
