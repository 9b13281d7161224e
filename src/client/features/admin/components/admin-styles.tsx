import href from './admin.css?url'

/** Admin has its own stylesheet so shoppers never download it; unit tests process no CSS. */
export function AdminStyles() {
  return href ? <link rel="stylesheet" href={href} precedence="admin" /> : null
}
