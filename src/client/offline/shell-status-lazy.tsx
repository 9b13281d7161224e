import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { whenIdleAfterPaint } from '../ui/after-paint'

const ShellStatus = lazy(() =>
  import('./shell-status').then((module) => ({ default: module.ShellStatus })),
)

/** The offline banner and install offer (shell-status.tsx), loaded once the first paint is on. */
export function LazyShellStatus() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdleAfterPaint(() => startTransition(() => setReady(true))), [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <ShellStatus />
    </Suspense>
  )
}
