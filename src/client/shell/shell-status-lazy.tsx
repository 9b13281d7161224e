import { useIdleAfterPaint } from '../ui/after-paint'
import { LazyPart } from '../ui/lazy-part'

const loadShellStatus = () =>
  import('./shell-status').then((module) => ({ default: module.ShellStatus }))

/** The offline banner and install offer (shell-status.tsx), loaded once the first paint is on. */
export function LazyShellStatus() {
  const ready = useIdleAfterPaint()
  if (!ready) return null
  return <LazyPart load={loadShellStatus} />
}
