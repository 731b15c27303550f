/**
 * The direction of dependencies, checked by `npm run lint` (dependency-cruiser). The layers, lowest
 * first; each may import only from itself and the layers below it:
 *
 *   content/        the owner's data files (JSON), read only through src/content
 *   src/content     site facts, copy and the page registry: plain data (with its zod schemas)
 *   src/lib         functions over that data: SEO, sitemap, lead schema, estimates, browser facts
 *   src/styles      the stylesheets, and those written from the data (*.style.ts)
 *   src/components  React components (ui/, sections/, forms/, quote/) and their small contexts
 *   src/pages       page modules: one page's composition of components
 *   src/app         the shell and the router: layout, navigation, quote dialog, page loading
 *   src/main.tsx    the entry the page's script starts from
 *
 * server/ and scripts/ stand beside the app: they import content and lib (never components, pages
 * or app); server/ never imports scripts/. Imports that only load later (import()) count the same,
 * and no module may reach itself again through its imports (no cycles). Tests are left out: a test
 * may import whatever it checks.
 */
const layer = (name, below) => ({
  name: `${name.replace(/[^a-z]/g, '')}-imports-only-below`,
  comment: `${name} may import only from itself and from ${below.join(', ') || 'nothing else in src'}`,
  severity: 'error',
  from: { path: `^src/${name}` },
  to: { path: '^src/', pathNot: [`^src/${name}`, ...below.map((b) => `^src/${b}`)] },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle (also through a lazy import()) makes the layers meaningless and the load order fragile.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('content', ['assets']),
    layer('lib', ['content']),
    layer('styles', ['content']),
    layer('components', ['lib', 'content', 'assets']),
    layer('pages', ['components', 'lib', 'content', 'assets']),
    layer('app', ['pages', 'components', 'lib', 'content', 'assets']),
    {
      name: 'owner-data-through-src-content',
      comment:
        "The owner's data files (content/) are read through the modules of src/content, which derive what the pages show: nothing else imports them.",
      severity: 'error',
      from: { pathNot: '^src/content/' },
      to: { path: '^content/' },
    },
    {
      name: 'server-and-scripts-use-data-and-lib-only',
      comment:
        'The server and the build scripts import src/content and src/lib, never React components, pages or the app.',
      severity: 'error',
      from: { path: '^(server|scripts)/' },
      to: { path: '^src/(components|pages|app|main)' },
    },
    {
      name: 'server-not-scripts',
      comment: 'The server runs without the build scripts (npm start, start:api).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^e2e/', '(^|/)test/'] },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
  },
};
