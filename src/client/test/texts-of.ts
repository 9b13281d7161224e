/** Test-only: what a list of elements says. */
import { type ByRoleMatcher, within } from '@testing-library/react'

/** The text of each element with `role` inside `container`, in document order. */
export function textsOf(container: HTMLElement, role: ByRoleMatcher) {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent)
}
