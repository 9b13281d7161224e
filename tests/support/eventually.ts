/**
 * Runs `check` until it passes or `withinMs` is over, then throws its last failure: for what
 * another connection or instance does a moment later (a change's notice, a second server).
 */
export async function eventually(check: () => Promise<void>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}
