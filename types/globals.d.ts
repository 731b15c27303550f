/** Year of the build, injected by webpack (DefinePlugin). */
declare const __BUILD_YEAR__: number;
/** Sitemap lastmod dates by route path (YYYY-MM-DD), computed from git at build time. */
declare const __SITEMAP_LASTMOD__: Record<string, string>;
/** Date of the build (YYYY-MM-DD): lastmod of routes git knows nothing about. */
declare const __BUILD_DATE__: string;
/** Whether the build has any credential set (business.ts trustFacts), injected by webpack. */
declare const __HAS_TRUST_FACTS__: boolean;
/** Defined (true) only in the browser bundle, by webpack: Node (the build scripts, the server, jest) has no such global. */
declare const __BROWSER_BUNDLE__: true;

interface Window {
  /** Set by scripts/prerender.ts before any app code runs: skip animations and third-party loads. */
  __PRERENDER__?: boolean;
  /** Set by the app once the current route's page has rendered and its effects ran. */
  __APP_READY__?: boolean;
  /** Set by the app once the shell has hydrated (the served page hydrates later, when reached for). */
  __SHELL_READY__?: boolean;
}

declare module '*.css';

/** SVG files imported by the client are emitted as hashed assets; the import is their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
