/**
 * Waits for `first-contentful-paint` as reported (the frame presented), not the main thread's
 * paint: on a slow phone the frame reaches the screen noticeably later.
 */

import { startTransition, useEffect, useState } from 'react'

/** A hidden tab reports no paint. */
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

/** Falls back to a timeout without requestIdleCallback (Safari). */
export function whenIdle(callback: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 200)
  return () => clearTimeout(timer)
}

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

export function useIdleAfterPaint(when = true): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(
    () => (when ? whenIdleAfterPaint(() => startTransition(() => setIdle(true))) : undefined),
    [when],
  )
  return idle
}

/** `scheduler.yield()` where there is one: it keeps this work ahead of other tasks. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
