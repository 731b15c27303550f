import type { ReactNode } from 'react';
import type { HeroContent } from '../../content/schemas/shapes';
import { Breadcrumbs } from '../seo/Breadcrumbs';
import { Hero } from './Hero';
import { ServiceAreaNote } from './ServiceAreaNote';
import { ServiceJsonLd } from '../seo/ServiceJsonLd';

/**
 * How a service page opens: its schema.org Service block, then the hero with the breadcrumbs and,
 * under the quote button, the cities served (the same list as the block's areaServed).
 */
export function ServiceHero({
  schema,
  content,
  eyebrow,
  aside,
}: {
  schema: Parameters<typeof ServiceJsonLd>[0];
  content: HeroContent;
  eyebrow: string;
  aside?: ReactNode;
}) {
  return (
    <>
      <ServiceJsonLd {...schema} />
      <Hero
        content={content}
        eyebrow={eyebrow}
        breadcrumbs={<Breadcrumbs />}
        aside={aside}
        note={<ServiceAreaNote areas={schema.areas} />}
      />
    </>
  );
}
