// ESLint (flat config): TypeScript, React hooks and accessibility rules over the whole repository.
// Formatting is Prettier's job (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist.next/', 'dist.previous/', 'coverage/', 'node_modules/', 'bench/', '**/*.min.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's rules only where React is: its compiler-based checks are half of the lint's time.
  { ...reactHooks.configs.flat.recommended, files: ['src/**/*.{ts,tsx}'] },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The lead text rules and the URL checks look for control characters on purpose.
    files: ['src/lib/textRules.ts', 'server/leads/safeText.ts', 'server/leads/export.test.ts', 'server/site/routes.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The content schemas are types for the site's code: a value import would put zod and every
    // schema into the browser's JavaScript. Only the schemas themselves and the tests use them as values.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/content/schemas/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/content/schemas/*', './schemas/*', '../schemas/*'],
              allowTypeImports: true,
              message: 'Import content schemas with `import type`: their values are for the tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test fixtures (throwaway PostgreSQL, SMTP sink, failing stores) live in server/leads/test/ and are
    // for tests, e2e and benchmarks only: the production server never loads them.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/*', './test', '../test'],
              message: 'Test fixtures are for tests, e2e and scripts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The test browser's pages share a renderer's memory cache, which interception cannot see
    // (e2e/browser.ts, testBrowserFlags): interceptRequests turns the page's cache off first.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/browser.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='setRequestInterception']",
          message: 'Use interceptRequests(page) from e2e/browser.ts: it turns the cache off, so no request slips past.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
