/**
 * Chooses the vehicle registry once, at start, and exposes it to routes as
 * `app.vehicleRegistry`: Statens vegvesen when the configuration has
 * an SVV key (`SVV_API_KEY`), the demo plates of the shop's database otherwise. Says which in
 * one log line, without the key.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { createEmbeddedRegistry } from '../providers/vehicle-registry/embedded/embedded-registry'
import type { VehicleRegistryPort } from '../providers/vehicle-registry/registry-port'
import { createSvvRegistry } from '../providers/vehicle-registry/svv/svv-registry'

declare module 'fastify' {
  interface FastifyInstance {
    vehicleRegistry: VehicleRegistryPort
  }
}

export interface VehicleRegistryPluginOptions {
  config: Pick<Config, 'svv'>
}

async function vehicleRegistryPlugin(
  app: FastifyInstance,
  { config }: VehicleRegistryPluginOptions,
) {
  const { db } = app.database
  if (config.svv) {
    app.decorate('vehicleRegistry', createSvvRegistry(config.svv, db))
    // The origin only: a base URL could carry credentials, and the key is never logged.
    const provider = new URL(config.svv.baseUrl).origin
    app.log.info({ vehicleRegistry: 'svv', provider }, 'vehicle registry: Statens vegvesen')
  } else {
    app.decorate('vehicleRegistry', createEmbeddedRegistry(db))
    app.log.info({ vehicleRegistry: 'embedded' }, 'vehicle registry: demo plates')
  }
}

export default fp(vehicleRegistryPlugin, { name: 'vehicle-registry', dependencies: ['database'] })
