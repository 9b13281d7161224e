import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatRegistrationNumber } from '../../../../domain/registration'
import type { SearchShape } from '../../../../domain/search-shape'
import { garageVehicleName } from '../../../data/garage/garage-vehicle'
import type { SearchGroup, SearchGroupKind, SearchOption } from '../search-options'

interface SearchListboxProps {
  id: string
  /** The listbox stays, empty, while closed, for `aria-controls`. */
  groups: SearchGroup[]
  active: number
  optionId: (index: number) => string
  onPick: (option: SearchOption) => void
  onHover: (index: number) => void
}

export function SearchListbox({
  id,
  groups,
  active,
  optionId,
  onPick,
  onHover,
}: SearchListboxProps) {
  let index = 0
  return (
    <div
      id={id}
      role="listbox"
      aria-labelledby={`${id}-label`}
      className="search-box__listbox"
      hidden={groups.length === 0}
    >
      <span id={`${id}-label`} hidden>
        <Trans>Suggestions</Trans>
      </span>
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups (a fieldset holds form fields)
        <div
          key={group.kind}
          role="group"
          aria-labelledby={`${id}-${group.kind}`}
          className="search-box__group"
        >
          <div id={`${id}-${group.kind}`} role="presentation" className="search-box__group-title">
            {groupTitle(group.kind)}
          </div>
          {group.options.map((option) => {
            const at = index++
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the combobox, which points at the active option (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys pick the options
              <div
                key={at}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                className="search-box__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(option)}
                onMouseMove={() => at !== active && onHover(at)}
              >
                {optionLabel(option)}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}

function groupTitle(kind: SearchGroupKind): ReactNode {
  switch (kind) {
    case 'readings':
      return <Trans>Search for</Trans>
    case 'vehicles':
      return <Trans>Vehicles</Trans>
    case 'products':
      return <Trans>Products</Trans>
    case 'categories':
      return <Trans>Categories</Trans>
    case 'recent':
      return <Trans>Recent searches</Trans>
  }
}

function readingLabel(shape: SearchShape): ReactNode {
  switch (shape.kind) {
    case 'plate': {
      const plate = formatRegistrationNumber(shape.plate)
      return <Trans>Registration number {plate}</Trans>
    }
    case 'number': {
      const number = shape.number
      return <Trans>Part number {number}</Trans>
    }
    case 'words': {
      const words = shape.text
      return <Trans>Parts named “{words}”</Trans>
    }
    case 'vin': {
      const vin = shape.vin
      return <Trans>VIN {vin}</Trans>
    }
  }
}

function optionLabel(option: SearchOption): ReactNode {
  switch (option.kind) {
    case 'reading':
      return readingLabel(option.shape)
    case 'vin-variant':
      return option.variant.label
    case 'vehicle':
      return garageVehicleName(option.vehicle)
    case 'product': {
      const { mfrName, articleName, articleNumber } = option.article
      return (
        <>
          {mfrName} {articleName} <span className="search-box__number">{articleNumber}</span>
        </>
      )
    }
    case 'category':
      return option.name
    case 'recent':
      return option.text
  }
}
