import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { PAGE_PATHS } from '../domain/page-paths'
import { createAppRouter } from './router'

it("gives the server the route tree's page paths (page-paths.gen.ts is up to date)", () => {
  const router = createAppRouter('no', new QueryClient())
  const paths = Object.keys(router.routesByPath).map((path) => path.replace(/(.)\/$/, '$1'))

  expect(new Set(paths)).toEqual(new Set(PAGE_PATHS))
})
