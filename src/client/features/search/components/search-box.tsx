/**
 * The header's one search box: a combobox (WAI-ARIA APG, list autocomplete) that takes a plate,
 * a VIN, a part number or words and goes where the text's shape leads (domain/search-shape.ts),
 * offering as it is typed the other readings of an ambiguous text, the VIN's vehicles, garage
 * cars, products, categories and recent searches. The plate flow (lookup, messages, a button
 * that waits for the plate to resolve) and the VIN flow are given by the shell. Enter acts on
 * the text as it is then: a plate or a VIN is looked up at once if its typing pause has not
 * ended, and followed when the lookup answers.
 */
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type SearchShape, searchShapes } from '../../../../domain/search-shape'
import { apiErrorText } from '../../../i18n/api-error-messages'
import { useLocale } from '../../../i18n/locale-context'
import { useGarage } from '../../../lib/garage/garage'
import { rememberSearch, useRecentSearches } from '../../../lib/recent-searches'
import { requestProblem } from '../../../lib/request-problem'
import { suggestionsQuery } from '../api/get-suggestions'
import { type SearchOption, searchOptions, type VinVariant } from '../search-options'
import { useSearchRoutes } from '../use-search-routes'
import { SearchField } from './search-field'
import { SearchListbox } from './search-listbox'
import { useDebounced } from './use-debounced'
import './search-box.css'

/** Pause after the last keystroke before suggestions are asked for, ms. */
export const SUGGESTIONS_DELAY_MS = 150

/** The plate flow the box drives while the text can be a plate (the vehicles feature's). */
export interface PlateFlow {
  /** The text typed, or '' when it cannot be a plate. */
  change: (text: string) => void
  /**
   * Looks the plate up now if it has not been, and opens its results once it has resolved;
   * with nothing typed, asks for a plate.
   */
  submit: () => void
  /** Hears what became of each `submit`: the plate's results opened, or it did not resolve. */
  onAnswered: (listener: (resolved: boolean) => void) => () => void
  resolved: boolean
  /** Submitted with nothing typed: 'Please enter registration number'. */
  required: boolean
  /** Why the plate did not resolve, `null` otherwise. */
  problem: ReactNode
}

/** The VIN flow the box drives while the text is a VIN (the vehicles feature's). */
export interface VinFlow {
  /** The VIN typed, or '' when the text is none. */
  change: (vin: string) => void
  /** Looks the VIN up now if it has not been; `onAnswered` hears the answer. */
  submit: () => void
  /** Hears the answer to each `submit`: the VIN's variants, `null` when no vehicle has it. */
  onAnswered: (listener: (variants: VinVariant[] | null) => void) => () => void
  /** The variants of the VIN found, `null` until it is found. */
  candidates: VinVariant[] | null
  notFound: boolean
}

export interface SearchBoxProps {
  plate: PlateFlow
  vin: VinFlow
  /** Drawn inside the box at its left (the Norwegian flag). */
  flag?: ReactNode
  /** Beside the submit button: the barcode scanner's button. */
  scan?: ReactNode
  /**
   * What was typed into the stand-in box before this one loaded, read once on the page; when
   * Enter was pressed there, this box submits it.
   */
  takeOver?: () => { value: string; focused: boolean; submitted?: boolean }
}

type Reading = Exclude<SearchShape, { kind: 'vin' }>

/** The reading the button follows: a plate that resolved wins over the words it also spells. */
function primaryShape(shapes: SearchShape[], plateResolved: boolean): SearchShape | undefined {
  const plate = shapes.find((shape) => shape.kind === 'plate')
  return plate && plateResolved ? plate : shapes[0]
}

export function SearchBox({ plate, vin, flag, scan, takeOver }: SearchBoxProps) {
  const id = useId()
  const listboxId = `${id}-listbox`
  const locale = useLocale()
  const routes = useSearchRoutes()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const shapes = useMemo(() => searchShapes(text), [text])
  const primary = primaryShape(shapes, plate.resolved)
  const isVin = shapes[0]?.kind === 'vin'
  const vinVariants = (isVin && vin.candidates) || []
  /** Enter on a VIN of several variants: the list shows them and says to choose. */
  const [choosing, setChoosing] = useState(false)

  const debounced = useDebounced(text, SUGGESTIONS_DELAY_MS)
  const suggestionsOptions = suggestionsQuery(debounced, locale)
  const suggestions = useQuery({
    ...suggestionsOptions,
    enabled: !isVin && suggestionsOptions.enabled,
  })
  const { items: garage } = useGarage()
  const recent = useRecentSearches()
  const groups = searchOptions({
    text,
    shapes,
    vinVariants,
    garage,
    products: (!isVin && suggestions.data?.products) || [],
    categories: (!isVin && suggestions.data?.categories) || [],
    recent,
  })
  const options = groups.flatMap((group) => group.options)
  const expanded = open && options.length > 0
  const optionId = (index: number) => `${listboxId}-${index}`

  /** An Enter on a plate not yet answered, and the reading to follow if it does not resolve. */
  const awaiting = useRef<{ text: string; otherwise?: Reading } | null>(null)

  const change = (value: string) => {
    awaiting.current = null
    setChoosing(false)
    setText(value)
    setOpen(true)
    setActive(-1)
    const read = searchShapes(value)
    plate.change(read.some((shape) => shape.kind === 'plate') ? value : '')
    vin.change(read[0]?.kind === 'vin' ? read[0].vin : '')
  }

  const latest = useRef({
    change,
    submit: () => {},
    plateAnswered: (_resolved: boolean) => {},
    vinAnswered: (_variants: VinVariant[] | null) => {},
  })
  const takeOverRef = useRef(takeOver)
  const [submitTakenOver, setSubmitTakenOver] = useState(false)
  // In the commit that puts this box on the page, so the focus and the letters move at once.
  useLayoutEffect(() => {
    const typed = takeOverRef.current?.()
    if (!typed) return
    if (typed.value !== '') latest.current.change(typed.value)
    if (typed.focused) input.current?.focus()
    else setOpen(false)
    if (typed.submitted) setSubmitTakenOver(true)
  }, [])
  // Once the text taken over is this box's own (the render after the one above).
  useEffect(() => {
    if (!submitTakenOver) return
    setSubmitTakenOver(false)
    latest.current.submit()
  }, [submitTakenOver])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const follow = (typed: string, reading: Reading) => {
    rememberSearch(typed)
    void routes.reading(reading)
    close()
  }

  const submit = () => {
    const [first] = shapes
    if (first?.kind === 'vin') return vin.submit()
    const platePossible = shapes.find((shape) => shape.kind === 'plate')
    if (first !== undefined && platePossible === undefined) return follow(text, first)
    // Blank (the plate flow asks for a plate), or a plate, whose results open once it has
    // resolved; a plate that is only the second reading ('TESLA1') gives way to the first.
    if (first !== undefined) {
      awaiting.current = { text, otherwise: first === platePossible ? undefined : first }
    }
    close()
    plate.submit()
  }

  const plateAnswered = (resolved: boolean) => {
    const asked = awaiting.current
    awaiting.current = null
    if (asked === null) return
    if (resolved) rememberSearch(asked.text)
    else if (asked.otherwise) follow(asked.text, asked.otherwise)
  }

  const vinAnswered = (variants: VinVariant[] | null) => {
    const [only, ...others] = variants ?? []
    if (only === undefined) return // the box says no vehicle has the VIN
    if (others.length > 0) {
      setOpen(true)
      setChoosing(true)
      return
    }
    rememberSearch(text)
    void routes.vehicleParts(only.carId)
    close()
  }

  latest.current = { change, submit, plateAnswered, vinAnswered }

  useEffect(
    () => plate.onAnswered((resolved) => latest.current.plateAnswered(resolved)),
    [plate.onAnswered],
  )
  useEffect(
    () => vin.onAnswered((variants) => latest.current.vinAnswered(variants)),
    [vin.onAnswered],
  )

  const pick = (option: SearchOption) => {
    close()
    switch (option.kind) {
      case 'reading':
        rememberSearch(text)
        if (option.shape.kind !== 'vin') void routes.reading(option.shape)
        return
      case 'vin-variant':
        rememberSearch(text)
        return void routes.vehicleParts(option.variant.carId)
      case 'recent': {
        // A recent search runs again; a VIN opens its vehicle, or shows its vehicles to pick from.
        change(option.text)
        const [shape] = searchShapes(option.text)
        if (shape?.kind === 'vin') return vin.submit()
        close()
        if (shape) void routes.reading(shape)
        return rememberSearch(option.text)
      }
      default:
        return void routes.page(option)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        setOpen(true)
        if (!expanded) setActive(down ? 0 : count - 1)
        else setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1))
        return
      }
      case 'Enter': {
        // A form with a disabled button is not submitted by Enter, so Enter is handled here.
        event.preventDefault()
        const option = expanded && active >= 0 ? options[active] : undefined
        if (option) pick(option)
        else submit()
        return
      }
      case 'Escape':
        // First closes the list, then clears the box.
        if (expanded) close()
        else if (text !== '') change('')
        else return
        event.preventDefault()
        return
      case 'Tab':
        close()
    }
  }

  useEffect(() => {
    if (!expanded || active < 0) return
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const platePrimary = primary?.kind === 'plate' || primary === undefined
  const vinNotFound = isVin && (vin.notFound || vin.candidates?.length === 0)
  // The shop refused the text itself: say why now (another keystroke asks again).
  const problem = suggestions.isError ? requestProblem(suggestions.error) : null
  const refused = problem?.kind === 'rejected' && problem.status < 500 ? problem.reason : null
  return (
    <form
      className="search-box__form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
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
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onClick={() => setOpen(true)}
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
        onPick={pick}
        onHover={setActive}
      />
      {plate.required && text === '' && (
        <p role="alert" className="search-box__message">
          <Trans>Please enter registration number</Trans>
        </p>
      )}
      <p aria-live="polite" className="search-box__message">
        {platePrimary && shapes[0]?.kind === 'plate' ? plate.problem : null}
        {vinNotFound && <Trans>Unable to find vehicle by VIN</Trans>}
        {choosing && expanded && (
          <Trans>The VIN fits several engines: choose yours in the list.</Trans>
        )}
        {refused && apiErrorText(refused)}
      </p>
    </form>
  )
}
