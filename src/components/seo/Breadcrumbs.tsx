import { Link } from 'react-router-dom';
import { usePageEntry } from '../ui/currentPage';
import { breadcrumbTrail } from '../../lib/seo';
import { shellWords } from '../../content/shellWords';

/** The current page's visible breadcrumbs; the same trail feeds the BreadcrumbList JSON-LD (src/lib/seo.ts). */
export function Breadcrumbs({ light = true }: { light?: boolean }) {
  const trail = breadcrumbTrail(usePageEntry());
  return (
    <nav aria-label={shellWords.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className={light ? 'text-brand-100' : 'text-ink-700'}>
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className={`underline underline-offset-4 ${light ? 'text-white' : 'text-brand-700'}`}
                  >
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true" className={light ? 'text-brand-200' : 'text-ink-600'}>
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
