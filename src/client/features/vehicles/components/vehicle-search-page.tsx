import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '../../../ui/document-title'
import { rememberVehicle } from '../../../data/vehicles/chosen-vehicle'
import { VehicleForm } from './vehicle-form'
import { useLocale } from '../../../i18n/locale-context'

interface VehicleSearchPageProps {
  brand?: number
  model?: number
  headingLevel?: 1 | 2
}

export function VehicleSearchPage({ brand, model, headingLevel = 1 }: VehicleSearchPageProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  const title = t`Find parts by vehicle`
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      className={headingLevel === 1 ? 'page page--vehicle-search' : 'vehicle-search'}
      aria-labelledby="vehicle-search-title"
    >
      {headingLevel === 1 && <DocumentTitle title={title} />}
      <Heading id="vehicle-search-title">{title}</Heading>
      <p>
        <Trans>Choose brand, model and engine to see the parts that fit.</Trans>
      </p>
      <VehicleForm
        withYear={false}
        preselect={{ manuId: brand, modelId: model }}
        onVehicle={(vehicle) => {
          rememberVehicle(queryClient, vehicle, locale)
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

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title)
  return null
}
