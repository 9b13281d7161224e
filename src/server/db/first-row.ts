/** The first row a query returns, `null` when it returns none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await rows
  return row ?? null
}
