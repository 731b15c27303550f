/**
 * SEO as data: one pure function turns a registry entry (plus business facts) into everything the
 * document head needs. The Seo component renders it; the prerender snapshots it; tests check it.
 */
import {
  SITE_URL,
  addressOneLine,
  business,
  contactServiceAreas,
  credentials,
  serviceAreas,
  socialProfiles,
} from '../content/business';
import type { Illustration } from '../content/schemas/shapes';
import { findEntry, type PageEntry } from '../content/registry';
import { shellWords } from '../content/shellWords';
import { fallbackWidth, isPhotoFile, variantUrl } from '../content/images/photoVariants';

export type JsonLd = Record<string, unknown>;

export interface HeadData {
  title: string;
  description: string;
  /** Absolute URL without a trailing slash (the home page is SITE_URL itself); null for the 404 page. */
  canonical: string | null;
  robots: string;
  openGraph: Record<string, string>;
  /** JSON-LD blocks keyed by a stable id, so updates replace rather than duplicate. */
  jsonLd: Record<string, JsonLd>;
}

/** The absolute URL of a site path, without a trailing slash. */
export function absoluteUrl(path: string): string {
  return path === '/' ? SITE_URL : `${SITE_URL}${path.replace(/\/+$/, '')}`;
}

/** "Title | Brand", unless the title already names the brand. */
export function documentTitle(title: string): string {
  return title.includes(business.name) ? title : `${title} | ${business.name}`;
}

/** schema.org HomeAndConstructionBusiness for the whole site (one per page). */
export function businessJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${SITE_URL}/#business`,
    name: business.name,
    url: SITE_URL,
    logo: `${SITE_URL}/images/logo.svg`,
    image: `${SITE_URL}/images/hero-home.svg`,
    description: business.tagline,
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: business.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    areaServed: contactServiceAreas.map((name) => ({ '@type': 'City', name })),
    priceRange: '$$',
    ...businessProfilesJsonLd(),
  };
}

/**
 * The business's profiles elsewhere (sameAs) and its review rating, each only when the operator has
 * set it: a rating goes into the data only with the profile it comes from.
 */
function businessProfilesJsonLd(): JsonLd {
  const { reviews } = credentials;
  const profiles = [...socialProfiles.map((profile) => profile.href), ...(reviews ? [reviews.href] : [])];
  return {
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    ...(reviews?.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.rating.value,
            reviewCount: reviews.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The chain of registry entries from home to this entry's page, for breadcrumbs. */
export function breadcrumbTrail(
  entry: Pick<PageEntry, 'path' | 'label' | 'parent'>,
): { path: string; label: string }[] {
  const trail: { path: string; label: string }[] = [{ path: entry.path, label: entry.label }];
  let parentPath = entry.path === '/' ? undefined : (entry.parent ?? '/');
  const seen = new Set([entry.path]);
  while (parentPath && !seen.has(parentPath)) {
    seen.add(parentPath);
    const parent = findEntry(parentPath);
    if (!parent) break;
    trail.unshift({ path: parent.path, label: parent.label });
    parentPath = parent.path === '/' ? undefined : (parent.parent ?? '/');
  }
  return trail;
}

export function breadcrumbJsonLd(trail: { path: string; label: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.path),
    })),
  };
}

/** schema.org Service offered by the business, for service pages: its areas, else the business's service areas. */
export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  areas?: readonly string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: {
      '@id': `${SITE_URL}/#business`,
      '@type': 'HomeAndConstructionBusiness',
      name: business.name,
      telephone: business.phone.e164,
      address: addressOneLine,
    },
    areaServed: (service.areas ?? serviceAreas).map((name) => ({ '@type': 'City', name })),
  };
}

/** Width of a page's own preview picture, in pixels (link previews want 1200 or more). */
export const PREVIEW_WIDTH = 1200;

/**
 * The file a link preview shows for a catalogue picture, with its size: a photo's JPEG variant; an
 * illustration (SVG, which link previews do not show) as a PNG drawn by the build
 * (scripts/ogImage.ts).
 */
export function previewImage(image: Illustration): { path: string; width: number; height: number } {
  const width = isPhotoFile(image.file) ? fallbackWidth(image.width) : PREVIEW_WIDTH;
  const path = isPhotoFile(image.file) ? variantUrl(image.key, width, 'jpg') : `/images/og/${image.key}.png`;
  return { path, width, height: Math.round((image.height * width) / image.width) };
}

/** og:image and its size and alt text: the page's own picture, or the site's card. */
function openGraphImage(entry: PageEntry): Record<string, string> {
  if (!entry.image)
    return {
      // Drawn at build time by scripts/ogImage.ts.
      'og:image': `${SITE_URL}/images/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `${business.name}: fences, landscapes and outdoor living for Dallas-Fort Worth`,
    };
  const preview = previewImage(entry.image);
  return {
    'og:image': `${SITE_URL}${preview.path}`,
    'og:image:width': String(preview.width),
    'og:image:height': String(preview.height),
    'og:image:alt': entry.image.alt,
  };
}

/** Everything the head needs for a registry page. */
export function headForEntry(entry: PageEntry): HeadData {
  const title = documentTitle(entry.title);
  const canonical = absoluteUrl(entry.path);
  const jsonLd: Record<string, JsonLd> = { business: businessJsonLd() };
  if (entry.path !== '/') jsonLd.breadcrumbs = breadcrumbJsonLd(breadcrumbTrail(entry));
  return {
    title,
    description: entry.description,
    canonical,
    robots: entry.noindex ? 'noindex, follow' : 'index, follow',
    openGraph: {
      'og:type': 'website',
      'og:site_name': business.name,
      'og:title': title,
      'og:description': entry.description,
      'og:url': canonical,
      ...openGraphImage(entry),
      'og:locale': 'en_US',
    },
    jsonLd,
  };
}

/** The head of the 404 page: not indexable, no canonical. */
export function headForNotFound(): HeadData {
  const title = documentTitle(shellWords.notFound.tabTitle);
  const { description } = shellWords.notFound;
  return {
    title,
    description,
    canonical: null,
    robots: 'noindex, follow',
    openGraph: {
      'og:type': 'website',
      'og:site_name': business.name,
      'og:title': title,
      'og:description': description,
    },
    jsonLd: { business: businessJsonLd() },
  };
}
