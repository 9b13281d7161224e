/**
 * Loaded on first use (finder-popup-button.tsx), so none of this is on the front page.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Locale } from '../../../../domain/locale'
import { useLocale } from '../../../i18n/locale-context'
import { ModalDialog } from '../../../ui/modal-dialog'
import { rememberVehicle } from '../../../data/vehicles/chosen-vehicle'
import { lookupArticle } from '../../../data/catalogue/get-product-by-article-number'
import { lookupRegistration } from '../../../data/vehicles/get-vehicle-by-registration'
import { type FinderDestination, FinderError } from '../finder-rules'
import {
  type FinderPopupEvent,
  type FinderTab,
  FINDER_TABS,
  type FinderVariant,
  finderPopupMachine,
} from '../machines/finder-popup.machine'
import type { PickerLevel } from '../machines/vehicle-picker.machine'
import { FinderTabs } from './finder-tabs'
import { useFinderMessages } from './finder-messages'
import { FinderTextSearch } from './finder-text-search'
import { VehicleForm } from './vehicle-form'
import './finder-popup.css'

type PopupActors = NonNullable<Parameters<typeof finderPopupMachine.provide>[0]['actors']>
export type FinderLookups = Required<Pick<PopupActors, 'lookupRegistration' | 'lookupArticle'>>

/** Through the query cache: answers are persisted and work offline once seen. */
export function apiFinderLookups(queryClient: QueryClient, locale: Locale): FinderLookups {
  return {
    lookupRegistration: fromPromise(({ input }) =>
      lookupRegistration(queryClient, input.plate, locale),
    ),
    lookupArticle: fromPromise(({ input }) =>
      lookupArticle(queryClient, input.articleNumber, locale),
    ),
  }
}

const REQUIRED_AT: Partial<Record<PickerLevel, FinderError>> = {
  brand: FinderError.brandRequired,
  model: FinderError.modelRequired,
  engine: FinderError.engineRequired,
}

const CHANGED: Partial<Record<PickerLevel, (id: number) => FinderPopupEvent>> = {
  brand: (manuId) => ({ type: 'brand.changed', manuId }),
  model: (modelId) => ({ type: 'model.changed', modelId }),
  engine: (carId) => ({ type: 'engine.changed', carId }),
}

interface FinderPopupProps {
  variant: FinderVariant
  onClose: () => void
  /** Tests give fakes. */
  lookups?: FinderLookups
}

export function FinderPopup({ variant, onClose, lookups }: FinderPopupProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const navigate = useNavigate()
  const message = useFinderMessages()
  const [machine] = useState(() =>
    finderPopupMachine.provide({ actors: lookups ?? apiFinderLookups(queryClient, locale) }),
  )
  const [snapshot, send] = useMachine(machine, { input: { variant } })
  const { tab, registration, articleNumber, errors, cause } = snapshot.context
  const busy = snapshot.matches('lookingUpRegistration') || snapshot.matches('lookingUpArticle')
  const messages = errors.map((error) => message(error, cause))
  const submit = () => send({ type: 'search.submitted' })

  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const destination = snapshot.status === 'done' ? snapshot.output : null
  useEffect(() => {
    if (!destination) return
    onCloseRef.current()
    void goTo(navigate, destination)
  }, [destination, navigate])

  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The dialog is open by now (its effect runs first): start in the first field of the tab.
    const panel = body.current?.querySelector('[role="tabpanel"]:not([hidden])')
    const field = panel?.querySelector<HTMLElement>('input, select:not(:disabled)')
    const selectedTab = body.current?.querySelector<HTMLElement>(
      '[role="tab"][aria-selected="true"]',
    )
    ;(field ?? selectedTab)?.focus()
  }, [])

  const fieldErrors: Partial<Record<PickerLevel, string>> = {}
  for (const [level, error] of Object.entries(REQUIRED_AT) as [PickerLevel, FinderError][]) {
    if (errors.includes(error)) fieldErrors[level] = message(error, cause)
  }
  const lookupMessages = errors
    .filter((error) => !Object.values(REQUIRED_AT).includes(error))
    .map((error) => message(error, cause))
  // A short text on the registration tab falls back to the brand/model tab's selects.
  const registrationMessages =
    Object.keys(fieldErrors).length > 0
      ? [
          t`A registration number has more than 5 characters. Otherwise, choose brand, model and engine under “Brand and model”.`,
          ...messages,
        ]
      : messages

  const panels: Record<FinderTab, { label: string; panel: ReactNode }> = {
    registration: {
      label: t`Search by registration number`,
      panel: (
        <FinderTextSearch
          kind="registration"
          label={t`Registration number`}
          placeholder={t`Search by registration number...`}
          value={registration}
          messages={registrationMessages}
          onChange={(value) => send({ type: 'registration.changed', value })}
          onSubmit={submit}
        />
      ),
    },
    brandModel: {
      label: t`Brand and model`,
      panel: (
        <div className="finder-popup__vehicle">
          <VehicleForm
            withYear={false}
            fieldErrors={fieldErrors}
            onEnter={() => send({ type: 'enter.pressed' })}
            onChoice={(level, id) => {
              const event = CHANGED[level]?.(id)
              if (event) send(event)
            }}
            onVehicle={(vehicle) => rememberVehicle(queryClient, vehicle, locale)}
          />
          {lookupMessages.length > 0 && (
            <div role="alert" className="finder-popup__message">
              {lookupMessages.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          )}
          <button type="button" className="button button--primary" onClick={submit}>
            <Trans>Search</Trans>
          </button>
        </div>
      ),
    },
    partNumber: {
      label: t`By part number`,
      panel: (
        <FinderTextSearch
          kind="partNumber"
          label={t`Article number`}
          value={articleNumber}
          messages={messages}
          onChange={(value) => send({ type: 'articleNumber.changed', value })}
          onSubmit={submit}
        />
      ),
    },
  }

  return (
    <ModalDialog title={<Trans>Find parts</Trans>} onClose={onClose} className="finder-popup">
      <div ref={body} aria-busy={busy}>
        <FinderTabs
          label={t`Ways to search`}
          tabs={FINDER_TABS[variant].map((id) => ({ id, ...panels[id] }))}
          selected={tab}
          onSelect={(selected) => send({ type: 'tab.selected', tab: selected })}
        />
        <p role="status" className="finder-popup__status">
          {busy && <Trans>Searching…</Trans>}
        </p>
      </div>
    </ModalDialog>
  )
}

export default FinderPopup

function goTo(navigate: ReturnType<typeof useNavigate>, destination: FinderDestination) {
  if (destination.to === '/catalog/article') {
    return navigate({ to: '/catalog/article', search: destination.search })
  }
  return navigate({ to: '/all', search: destination.search })
}
