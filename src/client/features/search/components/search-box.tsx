/**
 * The header's search box, a WAI-ARIA APG combobox (list autocomplete). Enter on a plate or a
 * VIN whose typing pause has not ended looks it up at once and follows when the lookup answers.
 */
import { Trans } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react'
import { type SearchShape, searchShapes } from '../../../../domain/search-shape'
import { apiErrorText } from '../../../i18n/api-error-messages'
import { SearchField } from './search-field'
import { SearchListbox } from './search-listbox'
import { type PlateFlow, useSearchFlows, type VinFlow } from './use-search-flows'
import { useSearchList } from './use-search-list'
import { useSearchSuggestions } from './use-search-suggestions'
import { type TakeOver, useTakeOver } from './use-take-over'
import './search-box.css'

export type { PlateFlow, VinFlow }

export interface SearchBoxProps {
  plate: PlateFlow
  vin: VinFlow
  flag?: ReactNode
  scan?: ReactNode
  /** Typed into the stand-in box before this one loaded; submitted here if Enter was pressed there. */
  takeOver?: TakeOver
}

/** The reading the button follows: a plate that resolved wins over the words it also spells. */
function primaryShape(shapes: SearchShape[], plateResolved: boolean): SearchShape | undefined {
  const plate = shapes.find((shape) => shape.kind === 'plate')
  return plate && plateResolved ? plate : shapes[0]
}

export function SearchBox({ plate, vin, flag, scan, takeOver }: SearchBoxProps) {
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${listboxId}-${index}`
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const shapes = useMemo(() => searchShapes(text), [text])
  const primary = primaryShape(shapes, plate.resolved)
  const isVin = shapes[0]?.kind === 'vin'
  const vinVariants = (isVin && vin.candidates) || []

  const { groups, refused } = useSearchSuggestions({ text, shapes, vinVariants })
  const options = groups.flatMap((group) => group.options)
  const list = useSearchList(options.length, optionId)
  const { expanded, active } = list
  const flow = useSearchFlows({ text, setText, shapes, plate, vin, list })
  useTakeOver(takeOver, {
    input,
    change: flow.change,
    submit: flow.submit,
    hide: () => list.setOpen(false),
  })

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    list.keyDown(event, {
      enter: (index) => {
        const option = options[index]
        if (option) flow.pick(option)
        else flow.submit()
      },
      clear: () => {
        if (text === '') return false
        flow.change('')
        return true
      },
    })

  const platePrimary = primary?.kind === 'plate' || primary === undefined
  const vinNotFound = isVin && (vin.notFound || vin.candidates?.length === 0)
  return (
    <form
      className="search-box__form"
      onSubmit={(event) => {
        event.preventDefault()
        flow.submit()
      }}
    >
      <SearchField
        id={id}
        ref={input}
        flag={flag}
        value={text}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={(platePrimary && plate.problem !== null) || vinNotFound}
        onChange={(event) => flow.change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => list.setOpen(true)}
        onBlur={list.close}
        onClick={() => list.setOpen(true)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={
          primary === undefined ||
          (primary.kind === 'plate' && !plate.resolved) ||
          (primary.kind === 'vin' && vinVariants.length === 0)
        }
      >
        <Trans>Search</Trans>
      </button>
      {scan}
      <SearchListbox
        id={listboxId}
        groups={expanded ? groups : []}
        active={active}
        optionId={optionId}
        onPick={flow.pick}
        onHover={list.setActive}
      />
      {plate.required && text === '' && (
        <p role="alert" className="search-box__message">
          <Trans>Please enter registration number</Trans>
        </p>
      )}
      <p aria-live="polite" className="search-box__message">
        {platePrimary && shapes[0]?.kind === 'plate' ? plate.problem : null}
        {vinNotFound && <Trans>Unable to find vehicle by VIN</Trans>}
        {flow.choosing && expanded && (
          <Trans>The VIN fits several engines: choose yours in the list.</Trans>
        )}
        {refused && apiErrorText(refused)}
      </p>
    </form>
  )
}
