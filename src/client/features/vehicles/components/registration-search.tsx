/**
 * The header's registration search (spec §2, §5): a plate box with the Norwegian flag whose
 * button stays disabled until the plate has resolved to a vehicle (registration-search
 * machine); Enter submits, Enter on an empty box asks for a plate.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { useLocale } from '../../../i18n/locale-context'
import { InvalidRegistrationError, lookupRegistration } from '../api/get-vehicle-by-registration'
import { type FinderDestination, FinderError } from '../finder-rules'
import { isNetworkFailure } from '../lookups/network-failure'
import {
  canSubmitRegistration,
  registrationSearchMachine,
} from '../machines/registration-search.machine'
import type { RegistrationVehicle } from '../vehicle-options'
import { NorwayFlag } from './norway-flag'

export interface RegistrationSearchBoxProps {
  /** Resolves a plate to its vehicle, `null` when no vehicle has it. */
  lookup: (plate: string) => Promise<RegistrationVehicle | null>
  /** Called with the results page once a resolved plate is submitted. */
  onSubmit: (destination: FinderDestination) => void
  /** What was typed before the box loaded (see registration-search-lazy.tsx). */
  initialValue?: string
  autoFocus?: boolean
}

/** The box itself, given its lookup and what submitting does (tests give fakes). */
export function RegistrationSearchBox({
  lookup,
  onSubmit,
  initialValue = '',
  autoFocus = false,
}: RegistrationSearchBoxProps) {
  const { t } = useLingui()
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
  // A plate typed into the placeholder box before this one loaded is taken over once.
  const takenOver = useRef(false)
  useEffect(() => {
    if (takenOver.current || initialValue === '') return
    takenOver.current = true
    send({ type: 'registration.changed', value: initialValue })
  }, [initialValue, send])

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
      <label htmlFor={id} className="visually-hidden">
        <Trans>Registration number</Trans>
      </label>
      <span className="search-box__field">
        <NorwayFlag className="search-box__flag" />
        <input
          id={id}
          type="search"
          name="registreringsNummer"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          defaultValue={initialValue}
          // biome-ignore lint/a11y/noAutofocus: only when the visitor was already typing in the placeholder box
          autoFocus={autoFocus}
          placeholder={t`Search by registration number...`}
          aria-invalid={error !== null && error !== FinderError.registrationRequired}
          onChange={(event) => send({ type: 'registration.changed', value: event.target.value })}
          onKeyDown={onKeyDown}
        />
      </span>
      <button
        type="submit"
        className="button button--primary"
        disabled={!canSubmitRegistration(snapshot)}
      >
        <Trans>Search</Trans>
      </button>
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
  initialValue,
  autoFocus,
}: Pick<RegistrationSearchBoxProps, 'initialValue' | 'autoFocus'>) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  return (
    <RegistrationSearchBox
      initialValue={initialValue}
      autoFocus={autoFocus}
      lookup={(plate) => lookupRegistration(queryClient, plate, locale)}
      onSubmit={({ search }) => {
        if ('registreringsNummer' in search) void navigate({ to: '/all', search })
      }}
    />
  )
}
