/**
 * The header box's VIN flow, without a box of its own: the vin-lookup machine looks the VIN
 * up after a typing pause, or at once on Enter, through the query cache (a VIN seen before
 * answers offline); its variants are offered named by make, model, engine and years, one per
 * name. The shell hands this to the one search box.
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
import { vinLookupMachine } from '../machines/vin-lookup.machine'

export interface VinSearch {
  /** The VIN typed, or '' when the text is none. */
  change: (vin: string) => void
  /** Enter: looks the VIN up now if it still waits for the typing pause. */
  submit: () => void
  /** Hears the answer to each Enter: the VIN's variants, `null` when no vehicle has it. */
  onAnswered: (listener: (candidates: VinCandidateOption[] | null) => void) => () => void
  /** The variants of the VIN found; `null` until it is found. */
  candidates: VinCandidateOption[] | null
  notFound: boolean
}

/** The VIN flow given its lookup (tests give a fake). */
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

/** The header's VIN flow: VINs are looked up through the query cache. */
export function useHeaderVinSearch(): VinSearch {
  const queryClient = useQueryClient()
  const locale = useLocale()
  return useVinSearch((vin) => lookupVehicleByVin(queryClient, vin, locale))
}
