/**
 * A page module rendered to static markup as the prerender renders it (router, current page, quote
 * dialog around it), for render tests that give a page other content. Call it inside
 * `jest.isolateModules`, after `jest.doMock` of that content: every module is required here, at the
 * call, so the page and what it imports are fresh copies that read the mocked content.
 */
import type { ComponentType } from 'react';

export function pageMarkup(pagePath: string): string {
  /* eslint-disable @typescript-eslint/no-require-imports -- fresh copies, required inside the caller's isolateModules */
  const { createElement } = require('react') as typeof import('react');
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
  const { MemoryRouter } = require('react-router-dom') as typeof import('react-router-dom');
  const { CurrentPageContext, PageEntryContext } =
    require('../../components/ui/currentPage') as typeof import('../../components/ui/currentPage');
  const { registry } = require('../../content/registry') as typeof import('../../content/registry');
  const { QuoteDialogProvider } = require('../../app/QuoteDialog') as typeof import('../../app/QuoteDialog');
  const entry = registry.find((candidate) => candidate.path === pagePath);
  if (!entry) throw new Error(`pageMarkup: no page at ${pagePath}`);
  const Page = (require(`../${entry.module}`) as { default: ComponentType }).default;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [pagePath] },
      createElement(
        CurrentPageContext.Provider,
        { value: entry },
        createElement(
          PageEntryContext.Provider,
          { value: entry },
          createElement(QuoteDialogProvider, null, createElement(Page)),
        ),
      ),
    ),
  );
}
