/** Test-only: where a link goes. */
import { within } from '@testing-library/react'

/** The href of the link named `name` inside `container` (null without one); throws when no such link is there. */
export function linkHref(container: HTMLElement, name: string | RegExp) {
  return within(container).getByRole('link', { name }).getAttribute('href')
}
