// Load order is the architecture: logging, external plugins, database, providers and auth, error
// handling, then the API.
import { existsSync } from 'node:fs'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { OpenDatabaseOptions } from './db/open-database'
import { AccessLog } from './plugins/access-log'
import authPlugin from './plugins/auth'
import backupEndpoint from './plugins/backup-endpoint'
import cataloguePlugin from './plugins/catalogue'
import databasePlugin from './plugins/database'
import errorHandling, { replyWithError } from './plugins/error-handling'
import { pageAnswers, type RenderPage } from './plugins/page-answers'
import partImages from './plugins/part-images'
import readCache from './plugins/read-cache'
import mailPlugin from './plugins/mail'
import paymentsPlugin from './plugins/payments'
import requestIdPlugin, { requestId } from './plugins/request-id'
import securityHeaders from './plugins/security-headers'
import { createPageRenderer, type PageRenderer } from './plugins/server-rendering'
import staticFiles, { hasAppShell } from './plugins/static-files'
import stockSweep from './plugins/stock-sweep'
import vehicleRegistryPlugin from './plugins/vehicle-registry'
import { apiRoutes } from './routes/api-routes'
import { searchEngineRoutes } from './routes/search-engines'

export interface BuildAppOptions extends Pick<OpenDatabaseOptions, 'onLockCompromised'> {
  logStream?: NodeJS.WritableStream
}

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const accessLog = new AccessLog()
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream && { stream: options.logStream }),
    },
    logController: accessLog,
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // A first start migrates and seeds, far longer than Fastify's default 10 s on a slow machine.
    pluginTimeout: 5 * 60_000,
    // Errors the router raises before any route runs get our error shape and request id too.
    frameworkErrors: (error, request, reply) => {
      reply.raw.once('finish', () => accessLog.requestCompleted(null, request, reply))
      reply.header('x-request-id', request.id)
      return replyWithError(error, request, reply, config.bodyLimit)
    },
  })
  // Handlers parse the request parts themselves (parseDeclared), after auth and with their own
  // error codes.
  app.setValidatorCompiler(() => () => true)
  app.setSerializerCompiler(serializerCompiler)
  app.removeContentTypeParser('text/plain')

  const serveStatic = existsSync(config.staticDir)
  const appShell = serveStatic && hasAppShell(config.staticDir)
  app.register(requestIdPlugin)
  app.register(compress, { encodings: ['br', 'gzip'] })
  app.register(securityHeaders)
  if (serveStatic) app.register(staticFiles, { root: config.staticDir })
  app.register(databasePlugin, { config, onLockCompromised: options.onLockCompromised })
  app.register(readCache, { config })
  app.register(cataloguePlugin, { config })
  app.register(vehicleRegistryPlugin, { config })
  app.register(authPlugin, { config })
  app.register(paymentsPlugin, { config })
  app.register(mailPlugin, { config })
  app.register(stockSweep)
  let renderer: Promise<PageRenderer | undefined> | undefined
  const renderPage: RenderPage = async (request, options) => {
    renderer ??= createPageRenderer(app, config.staticDir).catch((error: unknown) => {
      app.log.error({ err: error }, 'server rendering unavailable; pages get the plain shell')
      return undefined
    })
    return (await renderer)?.render(request, options)
  }
  app.register(errorHandling, {
    bodyLimit: config.bodyLimit,
    appShell,
    ...(appShell && {
      sendPage: pageAnswers(app, {
        staticDir: config.staticDir,
        publicOrigin: config.publicOrigin,
        ...(config.serverRendering && { renderPage }),
      }),
    }),
  })
  app.register(partImages)
  app.register(searchEngineRoutes, { config })
  app.register(backupEndpoint, { dataDir: config.dataDir })
  app.register(apiRoutes, { prefix: '/api', config })
  return app
}
