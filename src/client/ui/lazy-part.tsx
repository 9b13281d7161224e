import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
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
  const [failed, setFailed] = useState(false)
  // A new lazy component per attempt: React keeps a failed one's error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a fresh import
  const Part = useMemo(() => lazy(load), [load, attempt])
  useEffect(() => {
    if (!failed) return
    const retry = () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    }
    window.addEventListener('online', retry, { once: true })
    return () => window.removeEventListener('online', retry)
  }, [failed])
  return (
    <LoadBoundary
      key={attempt}
      what="A part of the page"
      fallback={fallback}
      onFailed={() => setFailed(true)}
    >
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </LoadBoundary>
  )
}

interface LoadBoundaryProps {
  /** Who failed, for the log: 'A part of the page', 'A dialog'. */
  what: string
  /** Shown instead of the children once they have failed. */
  fallback: ReactNode
  onFailed?: () => void
  children: ReactNode
}

/**
 * Shows `fallback` instead of its children when they fail (a lazy part's import that could
 * not be fetched), and logs why: the failure stays in its part of the page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.what} could not be loaded:`, error)
    this.props.onFailed?.()
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
