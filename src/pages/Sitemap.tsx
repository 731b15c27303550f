/** The in-app sitemap: the same XML text as /sitemap.xml, from the same registry and lastmod dates. */
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/sections/PageHeader';
import { sitemapEntries, sitemapXml } from '../lib/sitemap';
import { indexedEntries } from '../content/registry';
import { sectionWords } from '../content/sectionWords';

const xml = sitemapXml(sitemapEntries(indexedEntries, (entry) => __SITEMAP_LASTMOD__[entry.path] ?? __BUILD_DATE__));

const words = sectionWords.sitemap;
/** The owner's intro around the link to the file: the words before {file}, and after it. */
const [beforeFile, ...afterFile] = words.intro.split('{file}');

export default function SitemapPage() {
  return (
    <>
      <PageHeader title={words.title}>
        {beforeFile}
        {afterFile.length > 0 && (
          <>
            <a className="underline" href="/sitemap.xml">
              sitemap.xml
            </a>
            {afterFile.join('{file}')}
          </>
        )}
      </PageHeader>
      <section className="container-page section grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 className="heading-2">{words.pages}</h2>
          <ul className="mt-4 space-y-2">
            {indexedEntries.map((entry) => (
              <li key={entry.path}>
                <Link className="text-brand-700 underline" to={entry.path}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">
          <h2 className="heading-2">sitemap.xml</h2>
          {/* A scrolling box must be reachable by keyboard so it can be scrolled without a mouse. */}
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            // A name needs a role that takes one: a named region, which screen readers list as a landmark.
            role="region"
            aria-label={words.fileName}
            className="mt-4 max-h-[70vh] overflow-auto rounded-xl bg-ink-900 p-4 text-sm leading-6 text-sand-100"
          >
            <code>{xml}</code>
          </pre>
        </div>
      </section>
    </>
  );
}
