/**
 * How SWC turns the project's TypeScript and JSX into JavaScript, for webpack (swc-loader, the page's
 * script) and jest (@swc/jest, the tests): one file at a time, types erased without being checked
 * (`npm run typecheck` is the type check), JSX through React's automatic runtime, as tsconfig.json's
 * `"jsx": "react-jsx"` and `"target": "ES2022"` say. Each caller adds its module format: jest needs
 * CommonJS; webpack keeps the import statements, which its tree shaking reads.
 */
export const swcTypeScript = {
  jsc: {
    parser: { syntax: 'typescript' as const, tsx: true },
    transform: { react: { runtime: 'automatic' as const } },
    target: 'es2022' as const,
  },
};
