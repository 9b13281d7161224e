import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearScreen } from './near-screen'

/** An IntersectionObserver the test drives: `show(true)` puts every observed element on the screen. */
function installObserver() {
  const live = new Set<FakeObserver>()
  const options: (IntersectionObserverInit | undefined)[] = []
  class FakeObserver {
    readonly targets: Element[] = []
    constructor(
      private readonly report: (
        entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[],
      ) => void,
      init?: IntersectionObserverInit,
    ) {
      options.push(init)
      live.add(this)
    }
    observe(element: Element) {
      this.targets.push(element)
    }
    disconnect() {
      live.delete(this)
    }
    notify(isIntersecting: boolean) {
      this.report(this.targets.map(() => ({ isIntersecting })))
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    live,
    options,
    show: (isIntersecting: boolean) => {
      for (const observer of [...live]) observer.notify(isIntersecting)
    },
  }
}

function Probe({ margin }: { margin?: string }) {
  const [ref, near] = useNearScreen<HTMLDivElement>(margin)
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

describe('useNearScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is false until the element comes on the screen, then true', async () => {
    const observer = installObserver()
    render(<Probe />)
    expect(screen.getByText('far')).toBeTruthy()
    await act(async () => observer.show(false))
    expect(screen.getByText('far')).toBeTruthy()
    await act(async () => observer.show(true))
    expect(screen.getByText('near')).toBeTruthy()
  })

  it('stops watching once the element has been near the screen', async () => {
    const observer = installObserver()
    render(<Probe />)
    expect(observer.live.size).toBe(1)
    await act(async () => observer.show(true))
    expect(observer.live.size).toBe(0)
  })

  it('watches with the margin it is given', () => {
    const observer = installObserver()
    render(<Probe margin="400px 0px" />)
    expect(observer.options[0]?.rootMargin).toBe('400px 0px')
  })

  it('stops watching when the element leaves the page', () => {
    const observer = installObserver()
    const { unmount } = render(<Probe />)
    unmount()
    expect(observer.live.size).toBe(0)
  })

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeTruthy()
  })
})
