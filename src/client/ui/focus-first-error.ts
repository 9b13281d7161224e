/**
 * After a form was checked: moves focus to the first field with an error (by its `name`), so
 * a keyboard or screen-reader user lands on what to mend. Says whether there was one.
 */
export function focusFirstError(
  form: HTMLFormElement | null,
  errors: Readonly<Record<string, unknown>>,
): boolean {
  const first = Object.keys(errors)[0]
  if (first === undefined) return false
  form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  return true
}
