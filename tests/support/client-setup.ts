import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without vitest globals Testing Library does not clean up by itself.
afterEach(cleanup)

// `findBy…` and `waitFor` wait up to 3 s instead of 1 s: whole-app tests load lazy route code
// and translations, which on a loaded 2-core CI machine can take longer than a second. A test
// still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 3000 })
