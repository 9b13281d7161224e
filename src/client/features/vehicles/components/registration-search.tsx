/**
 * The header's registration search: a plate box with the Norwegian flag whose
 * button stays disabled until the plate has resolved to a vehicle (registration-search
 * machine); Enter submits, Enter on an empty box asks for a plate.
 */
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { useLocale } from '../../../i18n/locale-context'
import { InvalidRegistrationError, lookupRegistration } from '../api/get-vehicle-by-registration'
import { type FinderDestination, FinderError } from '../finder-rules'
import { isNetworkFailure } from '../../../lib/api-client'
import {
  canSubmitRegistration,
  registrationSearchMachine,
} from '../machines/registration-search.machine'
import type { RegistrationVehicle } from '../../../lib/vehicles/vehicle-options'
import { PlateField } from './plate-field'

export interface RegistrationSearchBoxProps {
  /** Resolves a plate to its vehicle, `null` when no vehicle has it. */
  lookup: (plate: string) => Promise<RegistrationVehicle | null>
  /** Called with the results page once a resolved plate is submitted. */
  onSubmit: (destination: FinderDestination) => void
  /**
   * What was typed into the stand-in box before this one loaded (registration-search-lazy.tsx),
   * read once this box is on the page: anything typed until then is taken over.
   */
  takeOver?: () => { value: string; focused: boolean }
  /** Beside the submit button: the barcode scanner's button, given by the header. */
  scan?: ReactNode
}

/** The box itself, given its lookup and what submitting does (tests give fakes). */
export function RegistrationSearchBox({
  lookup,
  onSubmit,
  takeOver,
  scan,
}: RegistrationSearchBoxProps) {
  const id = useId()
  // The machine is created once; the latest props are read when it calls out.
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
  const [snapshot, send] = useMachine(machine)
  const { error, cause } = snapshot.context
  const submit = () => send({ type: 'search.submitted' })
  const input = useRef<HTMLInputElement>(null)
  const takeOverRef = useRef(takeOver)
  // In the commit that puts this box on the page, so the focus and the letters move at once.
  useLayoutEffect(() => {
    const typed = takeOverRef.current?.()
    if (!typed || !input.current) return
    if (typed.value !== '' && input.current.value === '') {
      input.current.value = typed.value
      send({ type: 'registration.changed', value: typed.value })
    }
    if (typed.focused) input.current.focus()
  }, [send])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A form with a disabled button is not submitted by Enter, so Enter is handled here.
    if (event.key !== 'Enter') return
    event.preventDefault()
    submit()
  }

  return (
    <form
      className="search-box__form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <PlateField
        id={id}
        ref={input}
        aria-invalid={error !== null && error !== FinderError.registrationRequired}
        onChange={(event) => send({ type: 'registration.changed', value: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={!canSubmitRegistration(snapshot)}
      >
        <Trans>Search</Trans>
      </button>
      {scan}
      {error === FinderError.registrationRequired && (
        <p role="alert" className="search-box__message">
          <Trans>Please enter registration number</Trans>
        </p>
      )}
      <p aria-live="polite" className="search-box__message">
        {lookupMessage(error, cause)}
      </p>
    </form>
  )
}

function lookupMessage(error: FinderError | null, cause: unknown): ReactNode {
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

/** The header's box: looks plates up through the query cache and opens `/all`. */
export function RegistrationSearch({
  takeOver,
  scan,
}: Pick<RegistrationSearchBoxProps, 'takeOver' | 'scan'>) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <RegistrationSearchBox
      takeOver={takeOver}
      scan={scan}
      lookup={(plate) => lookupRegistration(queryClient, plate, locale)}
      onSubmit={({ search }) => {
        if ('registreringsNummer' in search) void navigate({ to: '/all', search })
      }}
    />
  )
}
