/**
 * The layers, enforced by `npm run lint`: routes → shell → features → { ui, lib, offline,
 * i18n } → src/domain. A feature never imports another feature (what two share moves down,
 * or up into the shell and the routes that compose them). Test files may reach across.
 */
const notTest = '\\.test\\.tsx?$'

/**
 * The server's layers, top to bottom; a file belongs to the first that names it. Each layer
 * imports only from itself and the layers below, so the load order (what a layer uses is
 * registered before it) never meets an import running back up.
 */
const SERVER_LAYERS = [
  ['entry-point', ['^src/server/(main|app|cli)\\.ts$', '^src/server/db/backup/cli\\.ts$']],
  ['route', ['^src/server/routes/']],
  ['plugin', ['^src/server/plugins/']],
  ['config', ['^src/server/config\\.ts$']],
  ['service', ['^src/server/services/', '^src/server/http-errors\\.ts$']],
  ['provider', ['^src/server/providers/']],
  ['repository', ['^src/server/db/repositories/']],
  ['db', ['^src/server/db/']],
]

const serverLayerRules = SERVER_LAYERS.slice(1).map(([name, paths], index) => {
  const above = SERVER_LAYERS.slice(0, index + 1).flatMap(([, abovePaths]) => abovePaths)
  return {
    name: `server-${name}-imports-upward`,
    comment: `A server ${name} module imports only its own layer and those below it.`,
    severity: 'error',
    from: { path: paths, pathNot: [notTest, ...above] },
    to: { path: above },
  }
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment: 'A feature imports domain, lib, ui, offline and i18n, never another feature.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/', pathNot: notTest },
      to: { path: '^src/client/features/([^/]+)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'feature-imports-shell-or-route',
      comment: 'The shell and the routes compose features; a feature never reaches up to them.',
      severity: 'error',
      from: { path: '^src/client/features/', pathNot: notTest },
      to: {
        path: [
          '^src/client/shell/',
          '^src/client/routes/',
          '^src/client/(main|router|entry-server)\\.tsx?$',
        ],
      },
    },
    {
      name: 'lower-layer-imports-upward',
      comment: 'ui, lib, offline and i18n sit below the features, the shell and the routes.',
      severity: 'error',
      from: { path: '^src/client/(ui|lib|offline|i18n)/', pathNot: notTest },
      to: {
        path: [
          '^src/client/(features|shell|routes)/',
          '^src/client/(main|router|entry-server)\\.tsx?$',
        ],
      },
    },
    {
      name: 'client-imports-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-imports-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'domain-imports-a-side',
      comment: 'src/domain is what both sides run identically: it imports neither.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-cycle',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { circular: true },
    },
    ...serverLayerRules,
    {
      name: 'server-sql-outside-db',
      comment:
        'SQL, its builders and the tables live in db/ (queries in db/repositories/); the rest of the server calls repository functions.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [notTest, '^src/server/db/'] },
      to: {
        path: [
          'node_modules/(drizzle-orm|pg|@electric-sql/pglite)/',
          '^src/server/db/(schema|query-rows|folded-sql)\\.ts$',
        ],
      },
    },
    {
      name: 'server-cycle',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/client/routeTree\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
}
