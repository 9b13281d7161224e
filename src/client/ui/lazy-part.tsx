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

/** A failed import (the signal dropped) shows the placeholder instead of taking the page down; Chromium keeps a failed module failed until reload. */
export function LazyPart({
  load,
  fallback = null,
}: {
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
  what: string
  fallback: ReactNode
  onFailed?: () => void
  children: ReactNode
}

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
