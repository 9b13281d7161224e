/**
 * Gives back the stock of orders left unpaid past their time, once a minute, so product pages
 * show it again before anyone orders the article. Only a tidy-up: orders give back an
 * article's expired holds themselves before taking stock, so nothing depends on this timer,
 * and every instance may run it at once (a hold is released once, by whoever gets there first).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { releaseExpiredReservations } from '../db/repositories/stock-repository'

/** How often expired holds are swept, ms. */
export const STOCK_SWEEP_INTERVAL_MS = 60_000

async function stockSweep(app: FastifyInstance) {
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const articles = await releaseExpiredReservations(app.database.db)
      if (articles > 0) app.log.info({ articles }, 'stock: expired holds given back')
    } catch (error) {
      app.log.warn({ err: error }, 'stock: sweeping expired holds failed; orders still do it')
    } finally {
      running = false
    }
  }
  const timer = setInterval(sweep, STOCK_SWEEP_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

export default fp(stockSweep, { name: 'stock-sweep', dependencies: ['database'] })
