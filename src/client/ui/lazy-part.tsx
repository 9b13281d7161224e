import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
} from 'react'

/**
 * A part of the page whose code loads when it is wanted (footer, front-page showcase, shell
 * status). Its placeholder shows while the code loads, and also when its files could not be
 * fetched — the signal dropped halfway — instead of the failed import taking the whole page
 * down with what the shopper typed. Once the browser is back online it tries again (Chromium
 * keeps a module whose fetch failed as failed until the page is loaded again, so there the
 * part comes with the next page load).
 */
export function LazyPart({
  load,
  fallback = null,
}: {
  /** A module-level function (stable), e.g. `() => import('./footer/footer-content')`. */
  load: () => Promise<{ default: ComponentType }>
  fallback?: ReactNode
}) {
  const [attempt, setAttempt] = useState(0)
  // A new lazy component per attempt: React keeps a failed one's error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a fresh import
  const Part = useMemo(() => lazy(load), [load, attempt])
  return (
    <PartBoundary key={attempt} fallback={fallback} onOnline={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </PartBoundary>
  )
}

interface PartBoundaryProps {
  fallback: ReactNode
  onOnline: () => void
  children: ReactNode
}

/** Shows `fallback` when its part fails, and calls `onOnline` when the network is back. */
class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded:', error)
    window.addEventListener('online', this.retry)
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry)
  }

  retry = () => {
    window.removeEventListener('online', this.retry)
    this.props.onOnline()
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
