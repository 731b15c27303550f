import { Link } from 'react-router-dom';
import { leadsSomewhere } from '../../content/jobLinks';
import { findEntry } from '../../content/registry';
import { CardChevron } from '../ui/CardLink';
import { sectionWords } from '../../content/sectionWords';

/**
 * Links to related pages (sibling services, the parent service, neighbors in other services),
 * named and described by their page registry entries, so a link can never point at a page that
 * does not exist: an unknown path throws while rendering, and the prerender crawl fails loudly.
 */
export function RelatedServices({ paths }: { paths: string[] }) {
  const entries = paths.filter(leadsSomewhere).map((path) => {
    const entry = findEntry(path);
    if (!entry) throw new Error(`RelatedServices: ${path} is not in the page registry`);
    return entry;
  });
  const columns = entries.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {entries.map((entry) => (
        <li
          key={entry.path}
          className="card group relative flex flex-col p-6 transition-shadow hover:shadow-lg motion-reduce:transition-none"
        >
          <h3 className="text-lg font-bold text-brand-800">
            <Link to={entry.path} className="after:absolute after:inset-0 after:rounded-2xl">
              {entry.label}
            </Link>
          </h3>
          <p className="mt-2 flex-1 leading-7 text-ink-700">{entry.description}</p>
          <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-cedar-600">
            {sectionWords.learnMore.link}
            <CardChevron />
          </span>
        </li>
      ))}
    </ul>
  );
}
