/**
 * Scheduling for code and data a page's first paint does not need, so the first content shows
 * sooner and the loads that follow do not compete with it.
 *
 * `afterPaint(callback)` runs `callback` once the page's first contentful paint has been on
 * the screen (the browser's `first-contentful-paint` entry, which it reports when the frame
 * is presented — the main thread finishing its paint is not enough: on a slow phone the frame
 * reaches the screen noticeably later), and after that on the next frame. Where paint timing
 * is missing (tests, old browsers) it waits for the next animation frame, or a timeout.
 * Returns a cancel function (an effect's cleanup).
 */

import { startTransition, useEffect, useState } from 'react'

/** At the latest this long after the call, whether or not a paint was reported (a hidden tab). */
const PAINT_FALLBACK_MS = 2000

let firstPaintShown = false
const waiting = new Set<() => void>()

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  )
}

let watching = false
function watchFirstPaint() {
  if (watching) return
  watching = true
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    firstPaintShown = true
    for (const run of [...waiting]) run()
    waiting.clear()
  })
  observer.observe({ type: 'paint', buffered: true })
}

function nextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

export function afterPaint(callback: () => void): () => void {
  if (firstPaintShown || !paintTimingSupported()) return nextFrame(callback)
  let done = false
  let later: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (done) return
    done = true
    waiting.delete(run)
    clearTimeout(fallback)
    later = setTimeout(callback, 0)
  }
  const fallback = setTimeout(run, PAINT_FALLBACK_MS)
  waiting.add(run)
  watchFirstPaint()
  return () => {
    done = true
    waiting.delete(run)
    clearTimeout(fallback)
    clearTimeout(later)
  }
}

/**
 * Runs `callback` when the browser is idle, at the latest after `timeoutMs`: for things
 * below the fold (the footer). Falls back to a short timeout without requestIdleCallback
 * (Safari).
 */
export function whenIdle(callback: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 200)
  return () => clearTimeout(timer)
}

/** `whenIdle` once the first paint is on the screen (`afterPaint`): for what is out of view. */
export function whenIdleAfterPaint(callback: () => void, timeoutMs = 1500): () => void {
  let cancelIdle = () => {}
  const cancelPaint = afterPaint(() => {
    cancelIdle = whenIdle(callback, timeoutMs)
  })
  return () => {
    cancelPaint()
    cancelIdle()
  }
}

/**
 * `whenIdleAfterPaint` as a component's flag: false, then true (in a transition, which React
 * renders in slices) once the first paint is on the screen and the browser is idle — counted
 * from when `when` first is true (a part that must also be on the screen, say).
 */
export function useIdleAfterPaint(when = true): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(
    () => (when ? whenIdleAfterPaint(() => startTransition(() => setIdle(true))) : undefined),
    [when],
  )
  return idle
}

/**
 * Resolves in a task of its own: work after `await nextTask()` runs after the browser has had
 * the main thread (to paint, to answer a tap), so one long start-up task becomes a few short
 * ones. `scheduler.yield()` where there is one (it keeps this work ahead of other tasks).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
