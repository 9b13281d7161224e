import href from './admin.css?url'

/**
 * The admin pages' stylesheet. The shop has one stylesheet for all its pages (vite.config.ts,
 * `cssCodeSplit: false`), but shoppers never download admin code (issue 8), so the admin area
 * links its own: React puts the link in the head once and shows the pages when it has loaded.
 * (Unit tests process no CSS: the address is empty there, and nothing is linked.)
 */
export function AdminStyles() {
  return href ? <link rel="stylesheet" href={href} precedence="admin" /> : null
}
