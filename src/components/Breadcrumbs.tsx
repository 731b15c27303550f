import { Link } from '../app/router';
import { breadcrumbTrail } from '../lib/seo';
import type { RouteEntry } from '../routes';

/** Visible breadcrumbs; the same trail feeds the BreadcrumbList JSON-LD (src/lib/seo.ts). */
export function Breadcrumbs({ route, light = true }: { route: Pick<RouteEntry, 'path' | 'label' | 'parent'>; light?: boolean }) {
  const trail = breadcrumbTrail(route);
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className={light ? 'text-brand-100' : 'text-ink-700'}>{crumb.label}</span>
              ) : (
                <>
                  <Link to={crumb.path} className={`underline underline-offset-4 ${light ? 'text-white' : 'text-brand-700'}`}>{crumb.label}</Link>
                  <span aria-hidden="true" className={light ? 'text-brand-200' : 'text-ink-600'}>/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
