import { Link } from 'react-router-dom';
import type { LinkAction } from '../content/schemas/shapes';
import { slugify } from '../lib/slug';
import { Icon } from './Icon';

/** A short labelled row of related pages as pills ("Also from our crews: Irrigation, …"). */
export function PillLinks({ title, links }: { title: string; links: LinkAction[] }) {
  const headingId = `${slugify(title)}-links`;
  return (
    <nav aria-labelledby={headingId} className="mt-10 flex flex-col items-center gap-4 md:flex-row md:justify-center">
      <p id={headingId} className="font-semibold text-ink-700">
        {title}:
      </p>
      <ul className="flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.link}>
            <Link
              to={link.link}
              className="inline-flex min-h-11 items-center gap-1 rounded-full bg-sand-50 px-4 font-medium text-brand-800 ring-1 ring-ink-900/10 hover:bg-brand-50 hover:ring-brand-200"
            >
              {link.text}
              <Icon name="chevron-right" className="size-4 text-cedar-600" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
