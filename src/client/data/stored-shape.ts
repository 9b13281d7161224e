/**
 * Whether a value read back from a store's storage has the current (version 1) shape: an
 * object whose named fields are arrays. Anything else is restored as the empty state.
 */
export function isStoredShape<Stored>(
  value: unknown,
  arrays: (stored: Stored) => unknown[],
): value is Stored {
  const stored = value as (Stored & { version?: unknown }) | null
  return (
    typeof stored === 'object' &&
    stored !== null &&
    stored.version === 1 &&
    arrays(stored).every((field) => Array.isArray(field))
  )
}
