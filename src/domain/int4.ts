/** Largest database id or amount in øre a Postgres `integer` column holds. */
export const MAX_INT4 = 2_147_483_647
