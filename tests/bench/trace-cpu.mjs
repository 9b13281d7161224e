/**
 * What a Lighthouse trace says about the machine it was taken on (bench:lighthouse prints it).
 *
 * Lighthouse's simulated throttling takes the page's main-thread tasks as observed (wall
 * clock) and multiplies them by 4; a task of over 12.5 ms becomes a "long" one and counts
 * towards Total Blocking Time. On a machine with few cores the renderer's main thread shares
 * them with Chromium's own software compositor, its browser process and Lighthouse, and a
 * task's wall time is then much longer than the CPU time the page's code used in it. This
 * reads both from the trace (`dur` is wall time, `tdur` the thread's CPU time), for the
 * tasks after the first contentful paint, and the CPU the compositor and the browser process
 * used over the same span.
 */

/** The trace's threads, in one pass: pid, tid, thread and process name, number of events. */
function threads(events) {
  const byKey = new Map()
  const processNames = new Map()
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    let thread = byKey.get(key)
    if (!thread) {
      thread = { pid: event.pid, tid: event.tid, name: '', count: 0 }
      byKey.set(key, thread)
    }
    thread.count++
    if (event.ph !== 'M') continue
    if (event.name === 'thread_name') thread.name = event.args?.name ?? ''
    if (event.name === 'process_name') processNames.set(event.pid, event.args?.name)
  }
  const list = [...byKey.values()]
  for (const thread of list) thread.process = processNames.get(thread.pid)
  return list
}

/** Wall and CPU time of the top-level events of one thread between `from` and `to` (µs). */
function threadTime(events, pid, tid, from, to) {
  const list = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        e.dur != null &&
        e.ts >= from &&
        e.ts < to,
    )
    .sort((a, b) => a.ts - b.ts)
  let end = -1
  let wall = 0
  let cpu = 0
  for (const event of list) {
    if (event.ts < end) continue
    wall += event.dur
    cpu += event.tdur ?? 0
    end = event.ts + event.dur
  }
  return { wall, cpu }
}

/**
 * From FCP to the end of the page's last task: the main thread's tasks that Lighthouse's 4×
 * makes long (over 12.5 ms), their wall and CPU time; and the CPU time of the display
 * compositor (VizCompositorThread) and the browser's main thread. Milliseconds; null when the
 * trace lacks what it needs.
 */
export function traceCpu(trace) {
  const events = trace?.traceEvents ?? trace
  if (!Array.isArray(events)) return null
  const all = threads(events)
  // The page's renderer main thread: the `CrRendererMain` with the most events.
  const main = all
    .filter((thread) => thread.name === 'CrRendererMain')
    .sort((a, b) => b.count - a.count)[0]
  if (!main) return null
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)
  if (!fcp) return null
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= fcp.ts,
  )
  if (tasks.length === 0) return null
  const long = tasks.filter((e) => e.dur > 12_500)
  const end = Math.max(...tasks.map((e) => e.ts + e.dur))
  const others = { compositor: 0, browser: 0 }
  for (const { pid, tid, name, process } of all) {
    const kind =
      name === 'VizCompositorThread'
        ? 'compositor'
        : name === 'CrBrowserMain' && process === 'Browser'
          ? 'browser'
          : null
    if (kind) others[kind] += threadTime(events, pid, tid, fcp.ts, end).cpu
  }
  const ms = (us) => us / 1000
  return {
    spanMs: ms(end - fcp.ts),
    longTasks: long.length,
    longWallMs: ms(long.reduce((sum, e) => sum + e.dur, 0)),
    longCpuMs: ms(long.reduce((sum, e) => sum + (e.tdur ?? 0), 0)),
    compositorCpuMs: ms(others.compositor),
    browserCpuMs: ms(others.browser),
  }
}
