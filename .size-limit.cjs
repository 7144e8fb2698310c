// Bundle budgets, checked by `npm run size` (part of `npm test`) after `vite build`.
// The chunks of each budget come from Vite's manifest: what the entry loads, plus the route chunks
// a page needs, each with its static imports. The demo mocks are never loaded by a real deployment,
// so they have their own budget instead of counting against the first visit.
const { readFileSync, existsSync } = require('node:fs');

const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath))
  throw new Error('Run `vite build` before `size-limit`: dist/.vite/manifest.json is missing.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`dist/${chunk.file}`)) return;
    if (chunk.file.endsWith('.js')) files.add(`dist/${chunk.file}`);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach((key) => {
    if (!manifest[key]) throw new Error(`No chunk of ${key} in ${manifestPath}.`);
    visit(key);
  });
  return [...files];
}

/**
 * The chunk of a module that shares its chunk with none (a chunk takes its first module's name): its
 * manifest key is the chunk's own file when the module is also imported statically elsewhere.
 */
function chunkNamed(name) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`No chunk named ${name} in ${manifestPath}.`);
  return key;
}

/** A route's code-split chunks; the console's frame is the 'console' chunk group (vite.config.ts). */
function routeChunks(...routes) {
  return routes.flatMap((route) => {
    const keys =
      route === '_console.tsx'
        ? Object.keys(manifest).filter((key) => manifest[key].name === 'console' && key.endsWith('.js'))
        : Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${route}?`));
    // A budget that silently lost a chunk would pass while measuring less than the page loads.
    if (!keys.length) throw new Error(`No chunk of ${route} in ${manifestPath}.`);
    return keys;
  });
}

/**
 * What completes every answer to the contract's shape, with the exact reading of 64-bit numbers
 * (src/api/client.ts): loaded with a console page's first request, so counted with each console page.
 * One chunk, the 'answers' group of vite.config.ts.
 */
const ANSWERS = chunkNamed('answers');

module.exports = [
  {
    name: 'First visit: the sign-in page',
    path: closure(['index.html', ...routeChunks('sign-in.tsx')]),
    // The entry's one chunk (vite.config.ts, codeSplitting: everything it loads statically, so no piece
    // pays its own gzip header) and the sign-in page: React, the router with the route tree (each route's
    // search-param reader and a stub that loads its loader and page), the session and the demo's switch,
    // the one error type and its panel. No query client (the console's frame makes it: console-client.ts),
    // no icon code (one cached sprite: components/icon.tsx), no query language, no mocks; connecting
    // (app/connect.ts) and reading who signed in (api/identity-read.ts) load when the person connects.
    // The demo's people and every form's name are drawn with their hidden characters marked
    // (components/shown-text.tsx).
    limit: '114.95 kB',
    gzip: true,
  },
  {
    name: 'A console page: Roles (without the demo mocks)',
    path: closure(['index.html', ANSWERS, ...routeChunks('_console.tsx', '_console/roles/index.tsx')]),
    // The first visit, the console's frame (the 'console' chunk group: the query client and its
    // observers, the client with its retries and the organisation checks of a write, shell, navigation,
    // display settings, keyed lists, the popover every menu opens in) and the Roles list with the table,
    // sort headers, pager, row menu and "New …" button every list page shares. The header's tools load
    // beside the page (their own budget); menus' contents, dialogs and the palette on first open. Every
    // form's check for a record changed meanwhile (a fresh read, its version named in If-Match, a 412
    // read again) is here; what it shows (and the notice of a switch in another tab) loads when it happens.
    limit: '134.8 kB',
    gzip: true,
  },
  {
    name: 'Logs page, before its editor and chart chunks (without the demo mocks)',
    path: closure(['index.html', ANSWERS, ...routeChunks('_console.tsx', '_console/search.tsx')]),
    // The console page above plus the Logs page's own: the toolbar (datasets, time range, saved searches,
    // copy link, export, add to a dashboard), the query bar with the editor's stand-in, the aggregate row,
    // the results' frame (its wrap toggle, the fields' sheet on a phone) and the histogram's count with
    // its "What changed" link. The event list with its virtualiser and the field sidebar start loading
    // with the page; the query editor and the histogram's chart once the first answers are drawn
    // (components/after-first-answers.ts); an event's tree, the columns' header and a filter's writing
    // when used.
    limit: '141.65 kB',
    gzip: true,
  },
  {
    name: 'A dashboard, before its grid and chart chunks (without the demo mocks)',
    path: closure([
      'index.html',
      ANSWERS,
      ...routeChunks('_console.tsx', '_console/dashboards/$dashboardId.tsx'),
    ]),
    // The console page above plus the dashboard page: header, toolbar with its time-range button and
    // refresh, the layout it starts from (the service's or a draft's), the conflict and leave dialogs'
    // triggers. The grid, its widgets' frames, the layout's saver, edit mode's tools and the charts load
    // in their own chunks beside it (src/features/dashboards/chunks.ts). The refresh choice says what each
    // interval costs against the key's rate limit (refresh-budget.ts).
    limit: '141.35 kB',
    gzip: true,
  },
  {
    name: "The console's header tools, beside every console page",
    path: closure(['src/app/shell/header-tools.tsx']).filter(
      (file) => !closure(['index.html', ...routeChunks('_console.tsx')]).includes(file),
    ),
    // The palette's button and keys, the rate limit, exports, the organisation switcher, the account
    // menu and the watch for a slow service (header-tools.tsx): they load beside the page, which paints
    // without them, in the header's place kept for them.
    limit: '4.1 kB',
    gzip: true,
  },
  {
    name: "The Logs page's chunks that load beside it: the event list, the histogram, the fields' sidebar",
    path: closure([
      'src/features/search/components/event-list.tsx',
      'src/features/search/components/histogram.tsx',
      'src/features/search/components/field-sidebar.tsx',
      'src/features/search/components/significant-keys.tsx',
    ]).filter(
      (file) =>
        !closure(['index.html', ANSWERS, ...routeChunks('_console.tsx', '_console/search.tsx')]).includes(
          file,
        ) && !closure(['src/features/dashboards/components/widget-chart.tsx']).includes(file),
    ),
    // Loaded as the page paints, so counted: the event list with its virtualiser, the rows' level
    // colours and the query's analysis they mark words with; the histogram (recharts itself is the
    // charts' budget below); the fields' sidebar with the significant keys' ranking; the list keeps
    // an opened event drawn wherever it scrolls (its range, 0.06 kB).
    limit: '20.97 kB',
    gzip: true,
  },
  {
    name: "The dashboard grid (react-grid-layout with react-draggable and react-resizable), its widgets' frames and the layout's saver",
    path: closure([
      'src/features/dashboards/components/dashboard-grid.tsx',
      'src/features/dashboards/keyboard-moves.ts',
      'src/features/dashboards/layout-saver.ts',
      chunkNamed('dashboard-writes'),
      'src/features/dashboards/components/edit-tools.tsx',
      'src/features/dashboards/components/save-status.tsx',
      'src/features/dashboards/components/leave-guard.tsx',
    ]).filter((file) => !closure(['index.html', ...routeChunks('_console.tsx')]).includes(file)),
    // react-grid-layout with react-draggable and react-resizable, the widgets' frames (title, menu, drag
    // handle: widget-panel.tsx), the keyboard's moves, the layout's saver and the page's writes, and what loads beside the
    // page (edit mode's tools, the save status, the leave guard), without what the entry and the
    // console's frame already loaded.
    limit: '33.05 kB',
    gzip: true,
  },
  {
    name: 'Widget charts (recharts), their own chunk, loaded when a widget comes into view',
    path: closure(['src/features/dashboards/components/widget-chart.tsx']).filter(
      (file) => !closure(['index.html', ...routeChunks('_console.tsx')]).includes(file),
    ),
    // recharts, the widget types' charts (src/features/dashboards/widget-types/) and the series
    // helpers, without the frame's chunk that the page has loaded already (it carries helpers the charts
    // use: vite.config.ts).
    limit: '136.85 kB',
    gzip: true,
  },
  {
    name: 'Query editor (CodeMirror), its own chunk, loaded when the Logs page shows it',
    path: closure(['src/components/query-editor/dataset-query-editor.tsx']).filter(
      (file) =>
        !closure(['index.html', ANSWERS, ...routeChunks('_console.tsx', '_console/search.tsx')]).includes(
          file,
        ),
    ),
    // CodeMirror with the where-language's highlighting, its keys' completion and the query language's
    // analysis (dataset-query-editor.tsx, the one way pages load it).
    limit: '109.4 kB',
    gzip: true,
  },
  {
    name: 'Demo mode: the mock service, loaded only by "Explore the demo"',
    path: [
      ...closure(['mocks/browser.ts', 'src/app/shell/demo-menu.tsx']).filter(
        (file) => !closure(['index.html', ...routeChunks('_console.tsx')]).includes(file),
      ),
      ...manifest['mocks/browser.ts'].assets.filter((a) => a.endsWith('.js')).map((a) => `dist/${a}`),
    ],
    // The header's Demo menu (reset, scenarios), shown only in the demo, and
    // MSW running in the page (not a service worker), the mock service's handlers, seed and engine, the
    // contract it validates against (its prose left out: scripts/gen-api.mjs), and the search worker (mocks/engine/search-worker.ts, listed by the
    // manifest as an asset: it holds its own copy of the engine). MSW's cookie jar is an empty stand-in
    // (mocks/no-cookie-jar.ts): the demo sets no cookies. Counted without the entry's chunk and the console's frame, which the
    // page has loaded already. The searches run through a pool (mocks/engine/search-pool.ts) that
    // stops a search whose request was abandoned. Its logs are ten kinds, among them a worker's
    // structured JSON and stack traces (mocks/engine/worker-writer.ts), and incidents with a cause to find
    // (mocks/engine/incidents.ts: a web host's bad upgrade, its 503s and a new error line). Every edited
    // record's version (mocks/versions.ts: ETag, If-Match, 412). The stack's clock (mocks/clock.ts: the
    // search worker runs on the page's time) and the incidents a service places once and keeps.
    limit: '124.85 kB',
    gzip: true,
  },
];
