/**
 * The header box's plate flow, without a box of its own; the shell hands it to the search box.
 */
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { useLocale } from '../../../i18n/locale-context'
import { isNetworkFailure } from '../../../lib/api-client'
import type { PlateFlow } from '../../../lib/search-flows'
import type { RegistrationVehicle } from '../../../data/vehicles/vehicle-options'
import {
  InvalidRegistrationError,
  lookupRegistration,
} from '../../../data/vehicles/get-vehicle-by-registration'
import { type FinderDestination, FinderError } from '../finder-rules'
import {
  canSubmitRegistration,
  registrationSearchMachine,
} from '../machines/registration-search.machine'

export interface RegistrationSearchOptions {
  lookup: (plate: string) => Promise<RegistrationVehicle | null>
  onSubmit: (destination: FinderDestination) => void
}

export type RegistrationSearch = PlateFlow

/** Tests give fakes. */
export function useRegistrationSearch({
  lookup,
  onSubmit,
}: RegistrationSearchOptions): RegistrationSearch {
  // The machine is created once; the latest options are read when it calls out.
  const latest = useRef({ lookup, onSubmit })
  latest.current = { lookup, onSubmit }
  const [machine] = useState(() =>
    registrationSearchMachine.provide({
      actors: {
        lookupRegistration: fromPromise(({ input }) => latest.current.lookup(input.plate)),
      },
      actions: { onSubmit: (_, { destination }) => latest.current.onSubmit(destination) },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine)
  const { error, cause } = snapshot.context
  const change = useCallback(
    (value: string) => send({ type: 'registration.changed', value }),
    [send],
  )
  const submit = useCallback(() => send({ type: 'search.submitted' }), [send])
  const onAnswered = useCallback(
    (listener: (resolved: boolean) => void) => {
      const opened = actor.on('registration.submitted', () => listener(true))
      const refused = actor.on('registration.unresolved', () => listener(false))
      return () => {
        opened.unsubscribe()
        refused.unsubscribe()
      }
    },
    [actor],
  )
  const resolved = canSubmitRegistration(snapshot)
  return useMemo(
    () => ({
      change,
      submit,
      onAnswered,
      resolved,
      required: error === FinderError.registrationRequired,
      problem: lookupProblem(error, cause),
    }),
    [change, submit, onAnswered, resolved, error, cause],
  )
}

function lookupProblem(error: FinderError | null, cause: unknown): ReactNode {
  if (error === FinderError.registrationNotFound) {
    return <Trans>No vehicle was found with this registration number.</Trans>
  }
  if (error !== FinderError.lookupFailed) return null
  if (cause instanceof InvalidRegistrationError) {
    return (
      <Trans>
        A registration number is 2 letters and 4–5 digits (AB 12345), or a personalised plate of 2–7
        letters and digits.
      </Trans>
    )
  }
  if (isNetworkFailure(cause)) {
    return (
      <Trans>
        You are offline, and this registration number has not been looked up on this device before.
      </Trans>
    )
  }
  return <Trans>The registration number could not be looked up. Please try again.</Trans>
}

export function useHeaderRegistrationSearch(): RegistrationSearch {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  return useRegistrationSearch({
    lookup: (plate) => lookupRegistration(queryClient, plate, locale),
    onSubmit: ({ search }) => {
      if ('registreringsNummer' in search) void navigate({ to: '/all', search })
    },
  })
}
