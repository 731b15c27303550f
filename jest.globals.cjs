// Globals that webpack's DefinePlugin provides in the browser bundle, for modules tested under jest.
globalThis.__BUILD_YEAR__ = new Date().getFullYear();
globalThis.__BUILD_DATE__ = new Date().toISOString().slice(0, 10);
globalThis.__SITEMAP_LASTMOD__ = {};
// Under jest the facts themselves decide (the browser build knows it in advance).
globalThis.__HAS_TRUST_FACTS__ = true;
