/** The first row a query returns, `null` when it returns none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await rows
  return row ?? null
}

/** The row a write returned; none is a bug, thrown as `message`, never a user's error. */
export async function storedRow<Row>(rows: PromiseLike<Row[]>, message: string): Promise<Row> {
  const [row] = await rows
  if (!row) throw new Error(message)
  return row
}
