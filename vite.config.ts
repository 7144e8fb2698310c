/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// With its extension: Vite's native config loader (its next default) reads files as Node does.
import { clockOffsetFromEnv } from './mocks/clock.ts';

/**
 * A lazy chunk's preload list names only what may not be loaded yet. Vite lists every chunk a dynamic
 * import needs, even those the importing chunk imports statically, which are loaded before its code
 * runs (the entry, the console's frame): each name costs the page that carries the list a few bytes of
 * gzip, and lists repeat them. `modulePreload.resolveDependencies` is not given the bundle, so this
 * plugin keeps it for `preloadable` below; it runs before Vite writes the lists (a normal plugin's
 * generateBundle precedes Vite's own post plugins).
 */
const built: { bundle?: Record<string, { type: string; imports?: string[] }> } = {};
function keepBundle(): Plugin {
  return {
    name: 'lookout-keep-bundle',
    apply: 'build',
    generateBundle(_, bundle) {
      built.bundle = bundle;
    },
  };
}

/**
 * A dialog's chunk, loaded when a person opens it: its imports load as it runs. Listed for preloading,
 * they cost every page that can open one a list of up to 30 file names (0.2 to 0.4 kB of gzip each),
 * to save a round trip or two on a click.
 */
function onAction(file: string): boolean {
  const chunk = built.bundle?.[file] as { facadeModuleId?: string | null } | undefined;
  return /(dialog|modal)\.tsx$/.test(chunk?.facadeModuleId ?? '');
}

/** `deps` less the chunks `host` imports statically, directly or through others. */
function preloadable(deps: string[], host: string): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = built.bundle?.[file];
    if (chunk?.type !== 'chunk' || loaded.has(file)) return;
    loaded.add(file);
    chunk.imports?.forEach(visit);
  };
  visit(host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Content-Security-Policy of the built console. Scripts, styles and workers come only from the
 * console's own origin; the API is reached on the vendor's regional hosts or through a same-origin
 * reverse proxy. Deployments that connect to another base URL add it with LOOKOUT_CONNECT_SRC.
 */
function contentSecurityPolicy(extraConnectSrc: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Styles may be inline: sonner and React Aria add style elements and attributes at run time.
    // Styles cannot run script; script-src stays strict ('self' only, no inline, no eval).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' https://api.eu.bronto.io https://api.us.bronto.io ${extraConnectSrc}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Puts the policy into the built index.html; frame-ancestors only works as a header, so preview sends that too. */
function cspMetaTag(policy: string): Plugin {
  const metaPolicy = policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  return {
    name: 'lookout-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The path a static server resolves `url` to: decoded, dot segments and repeated slashes folded, as
 * sirv (behind `vite preview`) finds a file. Rules on what is served must look at this, never at the
 * raw URL: `/%2evite/…`, `//.vite/…` and `/assets/../.vite/…` all name the manifest.
 */
function resolvedPath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/\/{2,}/g, '/');
}

/**
 * `vite preview` serves the build as deploy/nginx.conf.template does: hashed assets cached for a
 * year, so a reload asks for none of them again (preview's own default, no-cache, revalidated each of
 * a page's few dozen chunks on every reload, which the specs and `npm run bench` then timed), the
 * manifest never, and the security headers on every answer. The Content-Security-Policy is the one
 * the build wrote into its index.html, plus frame-ancestors (a header-only directive): what preview
 * sends is what was built, whatever the environment it starts in.
 */
function servedAsDeployed(): Plugin {
  return {
    name: 'lookout-served-as-deployed',
    configurePreviewServer: (server) => {
      const index = readFileSync(
        resolve(server.config.root, server.config.build.outDir, 'index.html'),
        'utf8',
      );
      const policy = builtPolicy(index);
      if (!policy) throw new Error('The build has no Content-Security-Policy: run `vite build` first.');
      const headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': `${policy}; frame-ancestors 'none'` };
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        const path = resolvedPath(request.url ?? '/');
        // The build's manifest names source files: not served, as nginx does not.
        if (path === '/.vite' || path.startsWith('/.vite/')) {
          response.statusCode = 404;
          return void response.end();
        }
        if (path.startsWith('/assets/'))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

/** The policy in a built index.html's <meta> tag, its attribute's character references read. */
function builtPolicy(html: string): string | undefined {
  const attribute = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
  return attribute?.replace(/&(#x?[0-9a-f]+|\w+);/gi, (reference, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
      : (named[name] ?? reference),
  );
}

/** The headers deploy/nginx.conf.template sends on every answer, besides the policy. */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Writes each text file of the build beside itself as `.br` and `.gz`, at the strongest settings (once,
 * at build time, not per request): deploy/nginx.conf.template serves them as they are (`brotli_static`,
 * `gzip_static`), so a first visit travels compressed without the server spending a cycle on it.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
  let outDir = 'dist';
  const filesIn = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesIn(path) : [path];
    });
  return {
    name: 'lookout-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: () => {
      for (const file of filesIn(outDir)) {
        // The manifest is for the budgets, never served; a file under 1 kB gains less than its headers.
        if (!TEXT.test(file) || file.includes('/.vite/') || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * `LOOKOUT_NOW=2026-12-06T03:20:00Z npm start`: the dev server's page runs on that clock (mocks/clock.ts)
 * from its first module on, so the demo can be seen as it is at any instant. The specs shift the
 * production build's page themselves (e2e/fixtures.ts); a build never carries a shift.
 */
function devClock(offsetMs: number): Plugin {
  return {
    name: 'lookout-dev-clock',
    apply: 'serve',
    transformIndexHtml: () =>
      offsetMs
        ? [
            {
              tag: 'script',
              attrs: { type: 'module' },
              children: `import { shiftClock } from '/mocks/clock.ts'; shiftClock(${offsetMs});`,
              injectTo: 'head-prepend',
            },
          ]
        : [],
  };
}

/** Whether this Node gives JSON.parse's reviver each value's source text. */
function readsJsonSource(): boolean {
  return (
    JSON.parse('1', (_key, value: unknown, context?: { source?: string }) => context?.source ?? value) === '1'
  );
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const policy = contentSecurityPolicy(env.LOOKOUT_CONNECT_SRC ?? '');
  // LOOKOUT_API_PROXY=https://api.eu.bronto.io npm start: the console can use "/api-proxy" as its base URL,
  // so a real deployment is reachable from the dev server without CORS.
  const proxyTarget = env.LOOKOUT_API_PROXY;
  // Read here, in the process that starts the others (vitest's workers), so they share one clock.
  const clockOffset = clockOffsetFromEnv(process.env);
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader travels with its page's code: it starts the page's queries (src/api/route-data.ts)
        // without adding to the route tree that every first visit downloads.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        quoteStyle: 'single',
      }),
      react(),
      cspMetaTag(policy),
      keepBundle(),
      servedAsDeployed(),
      precompress(),
      devClock(clockOffset),
    ],
    resolve: {
      // React 19 has useSyncExternalStore itself: the shim that TanStack Store and React Aria import for
      // older Reacts (0.4 kB of every page) is React's own hook here, and its selector wrapper the
      // package's build for a React that has it.
      // The demo's mock service sets and reads no cookies and has no WebSocket: MSW's cookie jar and its
      // WebSocket interceptor are empty stand-ins in the browser (mocks/no-cookie-jar.ts and
      // mocks/no-websocket.ts explain). Tests keep the real ones.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
        ...(mode === 'test'
          ? []
          : [
              {
                find: 'tough-cookie',
                replacement: fileURLToPath(new URL('./mocks/no-cookie-jar.ts', import.meta.url)),
              },
              {
                find: /^@mswjs\/interceptors\/WebSocket$/,
                replacement: fileURLToPath(new URL('./mocks/no-websocket.ts', import.meta.url)),
              },
            ]),
      ],
    },
    server: {
      proxy: proxyTarget
        ? {
            '/api-proxy': {
              target: proxyTarget,
              changeOrigin: true,
              rewrite: (path) => path.replace(/^\/api-proxy/, ''),
            },
          }
        : undefined,
    },
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      // Every browser the console supports (es2022) knows <link rel="modulepreload">: the polyfill
      // would cost each first visit half a kilobyte for none of them.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostId, hostType }) =>
          hostType !== 'js' ? deps : onAction(file) ? [] : preloadable(deps, hostId),
      },
      rolldownOptions: {
        output: {
          // Files are named by their hash alone. A chunk's name is read only by whoever debugs the
          // build (the manifest keeps the source of each file), yet every page downloaded the names
          // of the chunks it may load next in its import lists: 0.8 to 1.7 kB of gzip a page.
          entryFileNames: 'assets/[hash].js',
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            // Everything the entry loads anyway, in one chunk: split into the pieces that lazy
            // chunks also import, it cost a first visit about 0.1 kB of gzip per piece. Likewise the
            // console's frame (the _console route) with everything it imports: every console page
            // loads all of it, so splitting it by what pages also share only added pieces. The frame
            // also carries three helpers of a few lines that most pages use (the display settings'
            // hook, eagerLazy, withKeys): each as a chunk of its own cost a page more in gzip header
            // and import lines than its code (-0.3 kB on Logs and a dashboard, +0.04 kB on Roles).
            // The query client and its cache are the frame's too (console-client.ts): the sign-in page
            // makes none.
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 2 },
              {
                name: 'console',
                test: /\/src\/(routes\/_console\.tsx\?tsr-split|app\/console-client\.ts|api\/(route-data|versions)\.ts|components\/(use-display-settings\.ts|eager-lazy\.ts|lazy-popover\.tsx)|lib\/keys\.ts)|react-query\/build\/modern\/(useSuspenseQuery|useIsFetching)/,
                priority: 1,
              },
              {
                name: 'answers',
                test: /\/src\/api\/(answer-shape|answer-shapes\.gen|exact-json)\.ts/,
                priority: 0,
              },
              {
                name: 'readers',
                test: /\/src\/(api\/(tolerant|datasets|search-view)\.ts|query-language\/split-list\.ts)/,
                priority: 0,
              },
              {
                name: 'toolbar',
                test: /\/src\/(components\/(pickers\/time-range-picker\.tsx|copy-link-button\.tsx)|features\/dashboards\/components\/add-to-dashboard-button\.tsx)/,
                priority: 0,
              },
            ],
          },
        },
      },
    },
    // The demo's search worker is a module worker (mocks/engine/search-worker.ts).
    worker: { format: 'es' },
    test: {
      // The client reads integers past 2^53 with JSON.parse's source text (src/api/exact-json.ts), which
      // Node has by default from 22; Node 20 behind a V8 flag.
      execArgv: readsJsonSource() ? [] : ['--harmony-json-parse-with-source'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.js'],
      restoreMocks: true,
      // Bounds, not budgets (vitest.setup.ts): wide enough for a busy machine, they only end a test that
      // hangs. No test sets a smaller one.
      testTimeout: 180_000,
      hookTimeout: 180_000,
      expect: { poll: { timeout: 60_000 } },
    },
  };
});
