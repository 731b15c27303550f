/**
 * A webpack loader for React Router's production build (webpack.config.ts applies it to the page's
 * script only): it lets the minifier drop the parts of React Router the site never calls.
 *
 * React Router ships as one large module (the declarative router the site uses, and the data router,
 * framework mode, forms, fetchers, error pages and prefetching it does not). webpack marks the unused
 * exports, and the minifier removes code nothing reaches, but only code without side effects: the
 * module's top level creates its React contexts and memoised / forwardRef components with plain calls,
 * and names each context with a `displayName` assignment (for React's developer tools, which a
 * production build does not serve). Those statements count as side effects, so everything they
 * reference stayed in the start-up script, used or not. This loader marks those calls pure
 * (`@__PURE__`, as the package's own build already marks its createElement calls) and leaves out the
 * `displayName` lines; then what no used export reaches is dropped. Nothing that runs changes.
 *
 * It fails the build when it finds none of the statements it expects (a React Router upgrade that
 * changed its output), rather than silently letting start-up grow back; the start-up budget test
 * (e2e/script-budget.test.ts) guards the size as well.
 */
import type { LoaderContext } from 'webpack';

/** `var X = React.createContext(…)` and the like, at the module's top level (no indentation). */
const componentFactoryCall = /^(var \w+ = )(React\d*\.(?:createContext|memo|forwardRef)\()/gm;
/** `X.displayName = "…";` at the top level. */
const displayNameLine = /^\w+\.displayName = [^;\n]*;\n/gm;

export default function pureReactRouter(this: LoaderContext<unknown>, source: string): string {
  let calls = 0;
  let names = 0;
  const result = source
    .replace(componentFactoryCall, (_, declaration: string, call: string) => {
      calls += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(displayNameLine, () => {
      names += 1;
      return '';
    });
  // Only the module holding the components has these; the others pass through unchanged.
  const holdsComponents = /\bReact\d*\.forwardRef\(/.test(source);
  if (holdsComponents && (calls === 0 || names === 0))
    throw new Error(
      `${this.resourcePath}: no top-level React.createContext/memo/forwardRef calls or displayName lines found; ` +
        'React Router changed its build: update scripts/pureReactRouter.ts',
    );
  return result;
}
