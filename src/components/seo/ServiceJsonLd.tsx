import { usePageEntry } from '../ui/currentPage';
import { SITE_URL, business } from '../../content/business';
import { serviceJsonLd } from '../../lib/seo';
import { JsonLd } from './Seo';

/**
 * The current page's schema.org Service block. The provider is a reference (by @id) to the route's one
 * HomeAndConstructionBusiness block rather than a second typed copy of it, so each page keeps
 * exactly one business entity (the hydration and routes tests count them).
 */
export function ServiceJsonLd(service: { name: string; description: string; areas?: readonly string[] }) {
  const data = serviceJsonLd({ ...service, path: usePageEntry().path });
  return (
    <JsonLd
      id="service"
      data={{
        ...data,
        provider: { '@id': `${SITE_URL}/#business`, name: business.name, telephone: business.phone.e164 },
      }}
    />
  );
}
