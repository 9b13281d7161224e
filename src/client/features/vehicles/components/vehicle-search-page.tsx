import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '../../../ui/document-title'
import { rememberVehicle } from '../api/chosen-vehicle'
import { VehicleForm } from './vehicle-form'

interface VehicleSearchPageProps {
  /** A make (manuId) and model series (modelId) already chosen, from the address. */
  brand?: number
  model?: number
}

/**
 * `/catalog` without an engine (spec §2 "mobile search by vehicle"): brand → model → engine,
 * starting from what the address has chosen; the engine leads to `/catalog?brand&model&engine`.
 */
export function VehicleSearchPage({ brand, model }: VehicleSearchPageProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const title = t`Find parts by vehicle`
  useDocumentTitle(title)
  return (
    <section className="page page--vehicle-search" aria-labelledby="vehicle-search-title">
      <h1 id="vehicle-search-title">{title}</h1>
      <p>
        <Trans>Choose brand, model and engine to see the parts that fit.</Trans>
      </p>
      <VehicleForm
        withYear={false}
        preselect={{ manuId: brand, modelId: model }}
        onVehicle={(vehicle) => {
          rememberVehicle(queryClient, vehicle)
          void navigate({
            to: '/catalog',
            search: {
              brand: vehicle.make.manuId,
              model: vehicle.model.modelId,
              engine: vehicle.engine.carId,
            },
          })
        }}
      />
    </section>
  )
}
