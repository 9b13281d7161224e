import { useEffect, useRef, useState } from 'react'
import { type SearchShape, searchShapes } from '../../../../domain/search-shape'
import { rememberSearch } from '../../../lib/recent-searches'
import type { PlateFlow, VinFlow } from '../../../lib/search-flows'
import type { SearchOption, VinVariant } from '../search-options'
import { useSearchRoutes } from '../use-search-routes'

export type { PlateFlow, VinFlow }

type Reading = Exclude<SearchShape, { kind: 'vin' }>

interface FlowsInput {
  text: string
  setText: (text: string) => void
  shapes: SearchShape[]
  plate: PlateFlow
  vin: VinFlow
  list: { setOpen: (open: boolean) => void; setActive: (index: number) => void; close: () => void }
}

/** `choosing`: Enter on a VIN of several variants, whose list says to choose. */
export function useSearchFlows({ text, setText, shapes, plate, vin, list }: FlowsInput) {
  const routes = useSearchRoutes()
  const [choosing, setChoosing] = useState(false)
  /** An Enter on a plate not yet answered, and the reading to follow if it does not resolve. */
  const awaiting = useRef<{ text: string; otherwise?: Reading } | null>(null)

  const change = (value: string) => {
    awaiting.current = null
    setChoosing(false)
    setText(value)
    list.setOpen(true)
    list.setActive(-1)
    const read = searchShapes(value)
    plate.change(read.some((shape) => shape.kind === 'plate') ? value : '')
    vin.change(read[0]?.kind === 'vin' ? read[0].vin : '')
  }

  const follow = (typed: string, reading: Reading) => {
    rememberSearch(typed)
    void routes.reading(reading)
    list.close()
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
    list.close()
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
      list.setOpen(true)
      setChoosing(true)
      return
    }
    rememberSearch(text)
    void routes.vehicleParts(only.carId)
    list.close()
  }

  const latest = useRef({ plateAnswered, vinAnswered })
  latest.current = { plateAnswered, vinAnswered }
  useEffect(
    () => plate.onAnswered((resolved) => latest.current.plateAnswered(resolved)),
    [plate.onAnswered],
  )
  useEffect(
    () => vin.onAnswered((variants) => latest.current.vinAnswered(variants)),
    [vin.onAnswered],
  )

  const pick = (option: SearchOption) => {
    list.close()
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
        list.close()
        if (shape) void routes.reading(shape)
        return rememberSearch(option.text)
      }
      default:
        return void routes.page(option)
    }
  }

  return { change, submit, pick, choosing }
}
