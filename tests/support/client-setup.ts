import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without vitest globals Testing Library does not clean up by itself.
afterEach(cleanup)
