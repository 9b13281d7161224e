/**
 * The header box's VIN flow, without a box of its own: a VIN seen before answers offline.
 */
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useCallback, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { useLocale } from '../../../i18n/locale-context'
import { type VinCandidateOption, vinCandidateOptions } from '../../../data/vehicles/vehicle-labels'
import type { VinVehicle } from '../../../data/vehicles/vehicle-options'
import { lookupVehicleByVin } from '../../../data/vehicles/get-vehicle-by-vin'
import type { VinFlow } from '../../../lib/search-flows'
import { vinLookupMachine } from '../machines/vin-lookup.machine'

export type VinSearch = VinFlow

/** Tests give a fake lookup. */
export function useVinSearch(lookup: (vin: string) => Promise<VinVehicle | null>): VinSearch {
  const { t } = useLingui()
  const present = t`present`
  // The machine is created once; the latest lookup is read when it calls out.
  const latest = useRef(lookup)
  latest.current = lookup
  const [machine] = useState(() =>
    vinLookupMachine.provide({
      actors: { lookupVin: fromPromise(({ input }) => latest.current(input.vin)) },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine)
  const { vehicle } = snapshot.context
  const change = useCallback((value: string) => send({ type: 'vin.changed', value }), [send])
  const submit = useCallback(() => send({ type: 'vin.submitted' }), [send])
  const onAnswered = useCallback(
    (listener: (candidates: VinCandidateOption[] | null) => void) => {
      const answered = actor.on('vin.answered', (event) =>
        listener(event.vehicle && vinCandidateOptions(event.vehicle, present)),
      )
      return () => answered.unsubscribe()
    },
    [actor, present],
  )
  const candidates = useMemo(
    () => (vehicle ? vinCandidateOptions(vehicle, present) : null),
    [vehicle, present],
  )
  const notFound = snapshot.matches('notFound')
  return useMemo(
    () => ({ change, submit, onAnswered, candidates, notFound }),
    [change, submit, onAnswered, candidates, notFound],
  )
}

export function useHeaderVinSearch(): VinSearch {
  const queryClient = useQueryClient()
  const locale = useLocale()
  return useVinSearch((vin) => lookupVehicleByVin(queryClient, vin, locale))
}
