import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import type { GeneratorPlugin } from '@tanstack/router-generator'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from 'vite-plugin-babel'
import { VitePWA } from 'vite-plugin-pwa'
import { build, type Plugin } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }
import { WEB_MANIFEST_HREF } from './src/client/offline/manifest-link.ts'
import { webManifest } from './src/client/offline/web-manifest.ts'
import { parseSiteOptions, siteOptionAttributes } from './src/domain/site-options.ts'
import { SERVER_RENDER_DIR } from './src/server/plugins/server-rendering.ts'
import { precompressAssets } from './src/server/precompress.ts'

/** Changes on every build: the React Query persister's `buster` and the footer's build label. */
const BUILD_ID = process.env.BUILD_ID ?? `${pkg.version}-${Date.now().toString(36)}`

/** Brotli and gzip copies of the built assets, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressAssets(outDir)
    },
  }
}

/**
 * vite-plugin-pwa links the web app manifest from index.html; the app links it itself once
 * its service worker is active (src/client/offline/manifest-link.ts, README "Decisions").
 */
function manifestLinkedByApp(): Plugin {
  const link = /\s*<link rel="manifest"[^>]*>/
  return {
    name: 'manifest-linked-by-app',
    apply: 'build',
    // After vite-plugin-pwa's own index.html hook (enforce: 'post' too, listed before this).
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!link.test(html)) throw new Error('index.html: no <link rel="manifest"> to take out')
        return html.replace(link, '')
      },
    },
  }
}

/**
 * The build's site options (`VITE_SITE_OPTIONS`, src/domain/site-options.ts) as data
 * attributes of index.html's <html>: the header is drawn in its layout before any script runs,
 * and the app need not set them at start (which made the browser match every element's style
 * anew, a long task on a page drawn on the server).
 */
function siteOptionsOnHtml(): Plugin {
  let attributes = ''
  return {
    name: 'site-options-on-html',
    configResolved(config) {
      const options = parseSiteOptions(config.env.VITE_SITE_OPTIONS as string | undefined)
      attributes = Object.entries(siteOptionAttributes(options))
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('')
    },
    transformIndexHtml(html) {
      const tag = /<html\b([^>]*)>/
      if (!tag.test(html)) throw new Error('index.html: no <html> tag for the site options')
      return html.replace(tag, (_, existing: string) => `<html${existing}${attributes}>`)
    },
  }
}

/**
 * After the PWA's build, the server-rendering bundle (src/client/entry-server.tsx) is built
 * into `<outDir>/server/`, so one `vite build` (with any `--outDir`) gives the server both.
 */
function serverRenderBuild(): Plugin {
  let outDir = 'dist'
  let configFile: string | undefined
  let mode = 'production'
  let isSsr = false
  return {
    name: 'server-render-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      configFile = config.configFile
      mode = config.mode
      isSsr = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (isSsr) return
      await build({
        configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/client/entry-server.tsx',
          outDir: resolve(outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
        },
      })
    },
  }
}

const PAGE_PATHS_FILE = 'src/domain/page-paths.gen.ts'

/**
 * Writes the route tree's page paths to src/domain/page-paths.gen.ts each time the router's
 * generator writes routeTree.gen.ts: the server answers unknown pages with a 404 from them,
 * and may not import the client. Pathless and grouping segments are left out, as the router does.
 */
function pagePathsFile(): GeneratorPlugin {
  return {
    name: 'page-paths-file',
    onRouteTreeChanged({ routeNodes }) {
      const paths = new Set<string>()
      for (const node of routeNodes) {
        if (node.isNonPath || node._fsRouteType === 'pathless_layout' || !node.routePath) continue
        const segments = node.routePath.split('/').filter((s) => s && !/^(_|\()/.test(s))
        paths.add(`/${segments.join('/')}`)
      }
      const lines = [...paths].sort().map((path) => `  '${path}',`)
      const content = [
        `// Written by vite.config.ts (pagePathsFile) from src/client/routes: do not edit.`,
        `/** Every page's path as the router matches it: \`$name\` stands for one segment. */`,
        'export const PAGE_PATHS = [',
        ...lines,
        '] as const',
        '',
      ].join('\n')
      const file = resolve(ROOT, PAGE_PATHS_FILE)
      const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
      if (current !== content) writeFileSync(file, content)
    },
  }
}

const clientPlugins = [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // A route's loader travels with its page (they read the same queries), not in the route
    // tree every page loads first.
    codeSplittingOptions: {
      defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
    },
    routesDirectory: './src/client/routes',
    generatedRouteTree: './src/client/routeTree.gen.ts',
    plugins: [pagePathsFile()],
  }),
  react(),
  // Lingui's macros compile in Babel; only our own TypeScript passes through it.
  babel({
    include: /\.tsx?(\?|$)/,
    exclude: /node_modules/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  }),
  lingui(),
]

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** The modules `from` imports, directly or through others, statically (what loads with them). */
function staticImports(graph: ModuleGraph, from: string[]) {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next)
  }
  for (const id of from) visit(id)
  return seen
}

const ROOT = fileURLToPath(new URL('.', import.meta.url))
const CATALOGUE_ROUTES = [
  'src/client/routes/products/$slug.tsx',
  'src/client/routes/catalog/$slug/index.tsx',
  'src/client/routes/catalog/$slug/products.tsx',
  'src/client/routes/catalog/products.tsx',
]
const HOME_ROUTE = 'src/client/routes/index.tsx'
/** The front page's finders (vehicle form, part number, VIN), loaded once it has painted. */
const HOME_FINDERS = 'src/client/routes/-home/home-finders.tsx'

/** Route files with the code the router splits off them (their components), as module ids. */
function withSplitCode(graph: ModuleGraph, routes: string[]) {
  return routes
    .map((file) => resolve(ROOT, file))
    .flatMap((route) => [route, ...(graph.getModuleInfo(route)?.dynamicallyImportedIds ?? [])])
}

/**
 * A file of the modules some pages need that the start does not already load (`modules`,
 * from the build's module graph), instead of some twenty small files (each a request, and a
 * task on the main thread). A function per build: the set is made from that build's graph.
 */
function kit(name: string, modules: (graph: ModuleGraph) => Iterable<string>) {
  let members: Set<string> | undefined
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      const atStart = staticImports(graph, [resolve(ROOT, 'src/client/main.tsx')])
      members = new Set([...modules(graph)].filter((module) => !atStart.has(module)))
    }
    return members.has(id) ? name : null
  }
}

/** The catalogue's pages: product, category, listing. */
const catalogueModules = (graph: ModuleGraph) =>
  staticImports(graph, withSplitCode(graph, CATALOGUE_ROUTES))

/**
 * The front page's finders, but for what the front page's own code needs before it paints
 * (the finders load after), and what the catalogue's pages load too (those stay in the
 * catalogue's kit, so a product page never loads the finders' file).
 */
function homeModules(graph: ModuleGraph) {
  const page = staticImports(graph, withSplitCode(graph, [HOME_ROUTE]))
  const catalogue = catalogueModules(graph)
  return [...staticImports(graph, [resolve(ROOT, HOME_FINDERS)])].filter(
    (module) => !page.has(module) && !catalogue.has(module),
  )
}

const NODE_TESTS = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts']
// No database under these: CI's PostgreSQL pass leaves them out, having run them on PGlite.
const UNIT_TESTS = [
  'src/domain/**/*.test.ts',
  'tests/security/**/*.test.ts',
  'tests/bench/**/*.test.ts',
  'tests/lint/*.test.ts',
]
const NODE_TESTS_ALONE = [
  'tests/api/crash-restart.test.ts',
  'tests/api/scale-out.test.ts',
  'tests/api/durability.test.ts',
  'tests/api/orders.test.ts',
  'tests/api/database-admission.test.ts',
  'src/server/plugins/database-admission.test.ts',
  'src/server/db/seed/catalogue/generate-catalogue.test.ts',
]
const nodeProject = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['./tests/support/database-template.ts'],
}

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  resolve: {
    // The router's store and @xstate/react read external stores through a shim for React < 18;
    // React 19 has useSyncExternalStore, which the package's non-shim entries hand on (less code
    // on the front page).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
    ],
  },
  plugins: isSsrBuild
    ? clientPlugins
    : [
        ...clientPlugins,
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/client',
          filename: 'sw.ts',
          registerType: 'prompt',
          // We register with workbox-window ourselves (src/client/offline/service-worker.ts).
          injectRegister: false,
          manifest: webManifest,
          // The file the app links once its worker is active (offline/manifest-link.ts).
          manifestFilename: WEB_MANIFEST_HREF.slice(1),
          includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
          injectManifest: {
            // Catalogs of locales we do not offer (ar) are cached at run time instead.
            globPatterns: ['**/*.{js,css,html,svg}'],
            globIgnores: ['**/i18n-ar-*.js', `${SERVER_RENDER_DIR}/**`],
          },
          devOptions: { enabled: false },
        }),
        manifestLinkedByApp(),
        siteOptionsOnHtml(),
        precompress(),
        serverRenderBuild(),
      ],
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // Every browser the shop supports knows modulepreload: no polyfill run at start-up.
      polyfill: false,
      // index.html names the files every page starts with (modulepreload). A lazy part names
      // none: the browser fetches the files it imports as it reads them, instead of Vite's
      // helper adding a <link rel=modulepreload> per file first, which cost a slow phone more
      // main-thread time at start-up than the round trips it saved (README "Decisions",
      // 2026-11-27).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // One stylesheet for the whole shop, linked from index.html (README "Decisions",
    // 2026-11-27): a page drawn on the server is drawn with all its styles at once (no shift
    // when a route's own stylesheet arrives after the JS), and no route inserts stylesheets.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React, the router and Lingui, which every page starts with, in one file rather than
        // a dozen small shared ones: fewer requests and better compression. (React Query stays
        // out: its query observer is only needed by pages that load data, after the shell.)
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/][^\\/]+|@tanstack[\\/](router-core|react-router|history|store|react-store)|use-sync-external-store)[\\/]|vite\/preload-helper/,
            },
            ...(isSsrBuild
              ? []
              : [
                  {
                    name: kit('home-kit', homeModules),
                    // Only the modules named, not what they import (the start's files stay
                    // where they are; the front page's budget is unchanged).
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: kit('catalogue-kit', catalogueModules),
                    includeDependenciesRecursively: false,
                  },
                ]),
            {
              // Money, MVA, number formats and the state kept on the device (wishlist, compare,
              // currency, prices eks. mva, the session token), which every page shows and lazy
              // parts share: one file, not several.
              name: 'client-state',
              test: /src[\\/](domain[\\/](money|mva|number-format|int4|saved-article|stock-status|currency|keyed-list|compare|wishlist)|client[\\/](offline[\\/]client-state|lib[\\/]session-token))\.ts$/,
            },
          ],
        },
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/locales\/(\w+)\/messages\.po$/)?.[1]
          return locale ? `assets/i18n-${locale}-[hash].js` : 'assets/[name]-[hash].js'
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8081' },
  },
  test: {
    // Two workers on a two-core machine (Vitest's default there is one): an API test waits on
    // its database as often as it computes, and each file gets its own copy of the template.
    maxWorkers: 2,
    projects: [
      {
        test: { environment: 'node', name: 'unit', include: UNIT_TESTS, testTimeout: 30_000 },
      },
      {
        test: {
          ...nodeProject,
          name: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...NODE_TESTS_ALONE],
        },
      },
      {
        // Files that time the server or start and kill whole server processes: alone, after
        // the others, so a busy neighbour cannot stretch what they measure.
        test: {
          ...nodeProject,
          name: 'node-alone',
          include: NODE_TESTS_ALONE,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
      {
        plugins: clientPlugins,
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/client-setup.ts'],
          // A file's first test also loads its lazy parts; beside another worker on a busy
          // machine that took over the default 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
}))
