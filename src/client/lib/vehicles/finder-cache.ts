/**
 * How long the vehicle lists are fresh, ms: a day. They change only with a catalogue update,
 * and the persisted query cache (IndexedDB, src/client/offline/query-client.ts) keeps them for
 * a week, so the pickers offer options already seen while the workshop is offline.
 */
export const VEHICLE_LIST_STALE_MS = 24 * 60 * 60 * 1000
