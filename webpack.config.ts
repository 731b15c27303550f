/**
 * Client bundle. Production: content-hashed files, one chunk per page (the route manifest's
 * dynamic imports), one shared vendor chunk, extracted CSS. The prerender script then snapshots
 * every route into static HTML (see scripts/prerender.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { credentialSettings, trustFacts } from './src/content/business';
import { registry } from './src/content/registry';
import { pageCopyModules } from './src/content/pageCopyModules';
import { buildDate, lastmodByPath } from './scripts/lastmod';
import { siteDir } from './server/site/buildOutput';
import { entryLoaderTags } from './src/lib/entryLoader';
import { buildSettingsProblems } from './src/content/schemas/business';
import { problemLine } from './server/configError';
import { swcTypeScript } from './scripts/swcOptions';

const root = path.dirname(fileURLToPath(import.meta.url));

// A bad build setting (SITE_URL without its scheme…) stops the build here, each named, before any file is written.
const badSettings = buildSettingsProblems(process.env).map(({ name, message }) =>
  problemLine(name, message, process.env[name]),
);
if (badSettings.length > 0) {
  console.error(`The build settings are invalid (see README, "Configuration"):\n${badSettings.join('\n')}`);
  process.exit(1);
}

/** The chunk group src/main.tsx names "app": what start-up loads on every page. */
const startupChunkGroup = 'app';

/** The JavaScript files of the start-up chunks (vendor and app), as URLs. */
function startupChunkFiles(compilation: webpack.Compilation): string[] {
  const group = compilation.namedChunkGroups.get(startupChunkGroup);
  if (!group)
    throw new Error(`No chunk group named "${startupChunkGroup}": src/main.tsx must import the app under that name`);
  return group.chunks.flatMap((chunk) =>
    [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
  );
}

/** Where the build goes (OUT_DIR, default dist/, beside this file); OUT_DIR lets parallel builds (or CI experiments) not clobber dist/. */
const outDir = siteDir(root);

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    // A rebuild (the owner's `npm run edit` after each save, a developer's next build) reuses what did
    // not change, from webpack's persistent cache in node_modules/.cache/webpack; a clean clone starts
    // cold. The settings that change the output without changing a file are in its key (the DefinePlugin
    // values below webpack tracks itself), and the loaders that compute a module's value at build time
    // (scripts/buildTimeValue.ts, scripts/styleModule.ts) mark it uncacheable, so a content edit always
    // reaches them.
    cache: {
      type: 'filesystem' as const,
      name: `${production ? 'production' : 'development'}${process.env.DEBUG_REACT ? '-debug-react' : ''}`,
      buildDependencies: { config: [path.join(root, 'webpack.config.ts')] },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package sends every import condition to its development build, warnings and
      // all (remix-run/react-router#14102); the page's script takes the production build it ships
      // beside it (about 490 gzipped bytes fewer at start-up).
      alias: {
        // React Router with the site's own Link and NavLink: plain anchors, whose clicks the app's one
        // delegated listener handles (src/app/reactRouterDom.ts says why).
        'react-router-dom$': path.join(root, 'src/app/reactRouterDom.ts'),
        ...(production
          ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
    },
    module: {
      rules: [
        // The route list (src/content/routeList.ts) enters the page's script as its value, computed here
        // from the registry, so start-up carries paths, module names and labels rather than the registry
        // and every page's content behind it (e2e/script-budget.test.ts). A loader rather than a generated
        // file or a DefinePlugin constant: nothing written into src/ to keep in step or ignore, no global
        // to declare, and Node, jest and the dev server (which must see edits) run the same module as written.
        ...(production
          ? [
              {
                test: path.join(root, 'src/content/routeList.ts'),
                enforce: 'pre' as const,
                use: path.join(root, 'scripts/buildTimeValue.ts'),
              },
              // Likewise the business facts the shell shows (src/content/shellFacts.ts): its values, not
              // all of content/business.json and the code deriving the rest of business.ts.
              {
                test: path.join(root, 'src/content/shellFacts.ts'),
                enforce: 'pre' as const,
                use: path.join(root, 'scripts/buildTimeValue.ts'),
              },
              // And the two lowest fence prices the registry names (the sales page's title and description,
              // src/content/startingPrices.ts): the registry every page loads then carries two numbers, not the
              // price list, so a price change redraws only the pages that show prices (docs/decisions.md 19).
              {
                test: path.join(root, 'src/content/startingPrices.ts'),
                enforce: 'pre' as const,
                use: path.join(root, 'scripts/buildTimeValue.ts'),
              },
              // React Router's production build, with its top-level component and context calls marked pure,
              // so the minifier drops what the site's declarative router never reaches (the data router,
              // framework mode, forms, fetchers): scripts/pureReactRouter.ts says how, docs/decisions.md 4 the figures.
              {
                test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
                use: path.join(root, 'scripts/pureReactRouter.ts'),
              },
            ]
          : []),
        // The owner's pictures, gallery projects and pages' words are read from content/, photos/ and
        // static/images in Node (sizes from the files themselves, placeholders filled): in every mode, dev
        // server included, the page's script gets them as values, never the file reading, image-size or zod.
        {
          test: [
            path.join(root, 'src/content/galleryProjects.ts'),
            path.join(root, 'src/content/caseStudyFiles.ts'),
            path.join(root, 'src/content/caseStudyPages.ts'),
            ...pageCopyModules.map((name) => path.join(root, `src/content/${name}.ts`)),
            /src[\\/]content[\\/]images[\\/](?!catalogue|photoVariants|pictureFiles|projectPicture|pictureData|index)[a-z0-9-]+\.ts$/,
          ],
          enforce: 'pre' as const,
          use: path.join(root, 'scripts/buildTimeValue.ts'),
        },
        {
          test: /\.tsx?$/,
          exclude: [/node_modules/, /\.style\.ts$/],
          // Types erased by SWC, file by file, as jest does (scripts/swcOptions.ts); the type check is
          // `npm run typecheck`. A cold build's TypeScript took 3.7 s less than with ts-loader's transpileOnly.
          use: { loader: 'swc-loader', options: swcTypeScript },
        },
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            { loader: 'css-loader', options: { importLoaders: 1, url: false } },
            'postcss-loader',
          ],
        },
        // A stylesheet written by a module from the site's data (src/styles/*.style.ts: the quote form's
        // rules, one per service and kind of job): its value, computed here, is CSS like the file above.
        {
          test: /\.style\.ts$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            { loader: 'css-loader', options: { importLoaders: 1, url: false } },
            'postcss-loader',
            path.join(root, 'scripts/styleModule.ts'),
          ],
        },
        // The icon sprite (and any other SVG the client imports): a hashed file, imported as its URL.
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // react, react-dom and React Router change rarely: one long-cached vendor file.
          vendor: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor',
            // All: the app itself is loaded on demand (src/main.tsx starts it after the first view).
            chunks: 'all',
            priority: 20,
          },
        },
      },
      // No runtimeChunk: with one entry, webpack's runtime rides in main (one request and about
      // 360 gzipped bytes fewer before the app starts).
      // HTML is minified by HtmlWebpackPlugin (below), which leaves inline scripts as written; webpack's
      // own HTML minifier would rewrite the entry loader, whose exact text the CSP allows by hash.
      minimizeOptions: { html: false },
      // SWC's minifier rather than webpack's default, terser: on a cold build terser took 13.6 of the
      // client's 24.5 s on two cores (its work is repeated on every fresh clone, every CI run and the
      // editor test's copy); SWC's takes about 3 s, and the start-up script it writes is the same size
      // within 0.2 % (e2e/script-budget.test.ts holds the budget). Two passes, as webpack's default asks of terser.
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
      ],
      // DEBUG_REACT=1 builds the production pipeline with React's development build, whose hydration
      // errors name the mismatching element (for diagnosing prerender/hydration differences).
      ...(process.env.DEBUG_REACT ? { nodeEnv: 'development', minimize: false } : {}),
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        // Build year: the footer shows it in the snapshot, then the visitor's current year after hydration.
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        // The /sitemap page shows the same lastmod dates that scripts/rootFiles.ts writes to sitemap.xml.
        __SITEMAP_LASTMOD__: `(${JSON.stringify(lastmodByPath(registry, root))})`,
        __BUILD_DATE__: JSON.stringify(buildDate()),
        'process.env.LEAD_PROVIDER_FORM_ID': JSON.stringify(process.env.LEAD_PROVIDER_FORM_ID ?? ''),
        'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
        // The business's credentials (src/content/business.ts): empty until the operator sets them.
        ...Object.fromEntries(
          credentialSettings.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
        ),
        // Whether any credential is set: with none, the shell's footer leaves the credentials' markup
        // out of the start-up script (a literal false the minifier folds).
        __HAS_TRUST_FACTS__: JSON.stringify(trustFacts.length > 0),
        // The page's script, as opposed to Node: registry entries leave out what only the build reads.
        __BROWSER_BUNDLE__: 'true',
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // The empty app shell. The prerender step turns it into one HTML file per route and removes it.
        filename: production ? 'shell.html' : 'index.html',
        // The stylesheet goes in <head>; the entry scripts are not tags but a list that the inline
        // loader (src/lib/entryLoader.ts) adds once the page has been drawn.
        inject: false,
        // The plugin's production minification, except inline JavaScript: the loader must stay the
        // exact text whose hash the Content-Security-Policy allows.
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          minifyJS: false,
        },
        templateParameters: (compilation, assets) => ({
          stylesheets: assets.css.map((href) => `<link href="${href}" rel="stylesheet">`).join(''),
          // The app's chunks (React, React Router, the app) first, then the entry: the loader fetches
          // them all at once instead of the entry asking for the others once it has arrived, and
          // they run in this order, so the entry finds them already there.
          entryLoader: entryLoaderTags([...startupChunkFiles(compilation), ...assets.js]),
        }),
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css' }),
            // Chromium compiles a script's functions lazily: each one on the main thread, the first time
            // it is called. Nearly all of React DOM and React Router runs at start-up, so this V8 compile
            // hint has them compiled with the file, on a background thread while it downloads
            // (docs/performance.md has the figures). It must be the file's first line, so it is added
            // after minification, before the content hash is computed.
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /^assets\/vendor\./,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
            }),
          ]
        : []),
      new CopyPlugin({ patterns: [{ from: 'static', to: '.', noErrorOnMissing: true }] }),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      hot: true,
      historyApiFallback: { index: '/index.html' },
      static: false,
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 8080}` }],
    },
  };
};
