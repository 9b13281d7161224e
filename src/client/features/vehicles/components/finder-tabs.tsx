import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface FinderTabItem<Id extends string> {
  id: Id
  label: string
  panel: ReactNode
}

interface FinderTabsProps<Id extends string> {
  label: string
  tabs: readonly FinderTabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
}

/** WAI-ARIA tabs pattern, automatic activation. */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** Every panel stays mounted, so what was typed on one tab survives a visit to another. */
export function FinderTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: FinderTabsProps<Id>) {
  const baseId = useId()
  const buttons = useRef(new Map<Id, HTMLButtonElement>())
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = (id: Id) => `${baseId}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const index = tabs.findIndex((tab) => tab.id === selected)
    const next = tabs[step(index, tabs.length)]
    if (!next) return
    onSelect(next.id)
    buttons.current.get(next.id)?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="finder-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className="finder-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="finder-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </>
  )
}
