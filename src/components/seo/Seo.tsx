/**
 * The only writer of the document head. It updates existing tags in place (found by a stable
 * selector) rather than adding new ones, so the head holds exactly one title, description and
 * canonical after the prerender snapshot, after hydration and after every client-side navigation.
 *
 * A served page's head is already written (the prerender snapshot holds it), so start-up needs none
 * of this: what the head says of a page (lib/seo, with the business's JSON-LD) is its own chunk,
 * loaded before the first client-side navigation or before rendering the empty shell.
 */
import { useEffect } from 'react';
import type { HeadData, JsonLd as JsonLdData } from '../../lib/seo';
import type { PageEntry } from '../../content/registry';

type HeadModule = typeof import('../../lib/seo');
let headModule: HeadModule | undefined;
/** Set by start-up when it hydrates a served page: the first head asked for is already in place. */
let servedHeadInPlace = false;

/** Loads what the head says of a page; navigation awaits it with the next page's chunk. */
export function loadHeadData(): Promise<HeadModule> {
  return import(/* webpackChunkName: "head" */ '../../lib/seo').then((module) => (headModule = module));
}

/** Start-up on a prerendered page: its head came with the HTML and must not be written again. */
export function keepServedHead(): void {
  servedHeadInPlace = true;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Writes (or replaces) the JSON-LD block with this id; null removes it. */
export function setJsonLd(id: string, data: JsonLdData | null) {
  let script = document.head.querySelector<HTMLScriptElement>(
    `script[type="application/ld+json"][data-jsonld="${id}"]`,
  );
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonld = id;
    document.head.appendChild(script);
  }
  // "<" escaped so no value can close the script element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Ids of JSON-LD blocks owned by the page's entry (business, breadcrumbs); page-level blocks are separate. */
const routeJsonLdIds = ['business', 'breadcrumbs'];

export function applyHead(head: HeadData) {
  document.title = head.title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('name', 'robots', head.robots);
  setCanonical(head.canonical);
  document.head.querySelectorAll('meta[property^="og:"]').forEach((meta) => {
    if (!(meta.getAttribute('property')! in head.openGraph)) meta.remove();
  });
  for (const [property, content] of Object.entries(head.openGraph)) upsertMeta('property', property, content);
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  for (const id of routeJsonLdIds) setJsonLd(id, head.jsonLd[id] ?? null);
}

/** Head for a registry page, or for the 404 page when entry is null. */
export function Seo({ entry }: { entry: PageEntry | null }) {
  useEffect(() => {
    if (servedHeadInPlace) {
      servedHeadInPlace = false;
      return;
    }
    const apply = ({ headForEntry, headForNotFound }: HeadModule) =>
      applyHead(entry ? headForEntry(entry) : headForNotFound());
    // Loaded already on a link's navigation and on the empty shell, so the head changes with the
    // page's first render; back and forward may get here first and write it a moment later.
    if (headModule) {
      apply(headModule);
      return;
    }
    let current = true;
    loadHeadData().then(
      (module) => current && apply(module),
      (error: unknown) => console.error('The page head could not be updated:', error),
    );
    return () => {
      current = false;
    };
  }, [entry]);
  return null;
}

/** An extra JSON-LD block owned by a page (e.g. Service); removed when the page unmounts. */
export function JsonLd({ id, data }: { id: string; data: JsonLdData }) {
  const serialised = JSON.stringify(data);
  useEffect(() => {
    setJsonLd(id, JSON.parse(serialised) as JsonLdData);
    return () => setJsonLd(id, null);
  }, [id, serialised]);
  return null;
}
