/** Test-only: the network as a `fetch` spy, and answers shaped as the API sends them. */
import { afterEach, beforeEach, vi } from 'vitest'

/** A JSON answer with `status`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** For the tests of a describe block: `fetch` is the returned spy, emptied before each test. */
export function stubFetchEachTest() {
  const fetchSpy = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchSpy.mockReset()
    vi.stubGlobal('fetch', fetchSpy)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return fetchSpy
}
