/**
 * Chooses the parts catalogue once, at start, and exposes it to routes as `app.catalogue`:
 * the TecDoc RapidAPI when the configuration has a TecDoc key
 * (`TECDOC_API_KEY`), priced from the shop's database; the shop's own database otherwise.
 * Says which in one log line, without the key.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { CataloguePort } from '../providers/catalogue/catalogue-port'
import { createEmbeddedCatalogue } from '../providers/catalogue/embedded/embedded-catalogue'
import { shopDataFromDatabase } from '../providers/catalogue/embedded/shop-data'
import { createTecdocCatalogue } from '../providers/catalogue/tecdoc/tecdoc-adapter'

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CataloguePort
    /**
     * Which catalogue `app.catalogue` is. Listings with filters, free-text search and the
     * whole-catalogue listing read the shop's own database (the port has no such calls).
     */
    catalogueKind: 'embedded' | 'tecdoc'
  }
}

export interface CataloguePluginOptions {
  config: Pick<Config, 'tecdoc'>
}

async function cataloguePlugin(app: FastifyInstance, { config }: CataloguePluginOptions) {
  // Catalogue reads only: the replica's pool when there is one (DATABASE_READ_URL).
  const db = app.database.read
  const tecdoc = config.tecdoc
  app.decorate('catalogueKind', tecdoc ? 'tecdoc' : 'embedded')
  if (tecdoc) {
    app.decorate('catalogue', createTecdocCatalogue(tecdoc, shopDataFromDatabase(db)))
    // The origin only: a base URL could carry credentials, and the key is never logged.
    const provider = new URL(tecdoc.baseUrl).origin
    app.log.info({ catalogue: 'tecdoc', provider }, 'catalogue: TecDoc RapidAPI')
  } else {
    app.decorate('catalogue', createEmbeddedCatalogue(db))
    app.log.info({ catalogue: 'embedded' }, "catalogue: the shop's own database")
  }
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['database'] })
