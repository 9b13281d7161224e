import href from './admin.css?url'

/**
 * The admin pages link their own stylesheet: the shop's one stylesheet leaves admin out, as
 * shoppers never download admin code. Unit tests process no CSS, so nothing is linked there.
 */
export function AdminStyles() {
  return href ? <link rel="stylesheet" href={href} precedence="admin" /> : null
}
