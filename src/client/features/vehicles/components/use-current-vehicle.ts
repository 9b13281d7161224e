import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocale } from '../../../i18n/locale-context'
import { garageStore, useGarage } from '../../../lib/garage/garage'
import { garageVehicleFromDetails } from '../../../lib/garage/garage-vehicle'
import { vehicleDetailsQuery } from '../../../data/vehicles/get-vehicle-details'

/** Once per vehicle: choosing another car in the garage afterwards is not undone. */
export function useCurrentVehicle(carId: number | null): void {
  const locale = useLocale()
  const garage = useGarage()
  const details = useQuery({ ...vehicleDetailsQuery(locale, carId ?? 0), enabled: carId !== null })
  const made = useRef<number | null>(null)
  const vehicle = details.data
  useEffect(() => {
    if (carId === null || made.current === carId || !garage.loaded || !vehicle) return
    made.current = carId
    if (garage.current?.id === carId) return
    if (garage.items.some((kept) => kept.id === carId)) garageStore.select(carId)
    else void garageStore.add(garageVehicleFromDetails(vehicle))
  }, [carId, garage, vehicle])
}
