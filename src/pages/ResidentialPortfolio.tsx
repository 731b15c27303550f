/**
 * The residential portfolio (/residential-portfolio): only the gallery projects built for
 * homeowners (segment "residential"), what homeowners can count on, and the stories behind the
 * fences. Projects open full screen (GalleryGrid's overlay).
 */
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { ContactActions } from '../components/quote/ContactActions';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { GalleryGrid } from '../components/gallery/GalleryGrid';
import { Hero } from '../components/sections/Hero';
import { Icon } from '../components/ui/Icon';
import { RelatedServices } from '../components/sections/RelatedServices';
import { Section } from '../components/ui/Section';
import { categoryLabel } from '../content/gallery';
import {
  itemsIn,
  placeList,
  placesOf,
  projectCount,
  residentialItems,
  residentialPortfolio,
} from '../content/portfolio';
import type { GalleryCategory } from '../content/schemas/shapes';
import { caseStudyEntries } from '../content/caseStudyDetails.entries';
import { caseStudyCount } from '../content/caseStudies.entry';
import { fillOwn } from '../content/ownValues';

const categories: GalleryCategory[] = ['fences', 'landscaping', 'outdoor-living'];

export default function ResidentialPortfolioPage() {
  const { hero, eyebrow, projects, forHomeowners, stories, cta } = residentialPortfolio;
  const counts = categories
    .map((category) => ({ category, count: itemsIn(category, residentialItems).length }))
    .filter((c) => c.count > 0);

  return (
    <>
      <Hero content={hero} eyebrow={eyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section
        id="projects"
        heading={{
          eyebrow: projects.eyebrow,
          title: projects.title,
          intro: (
            <>
              <p>
                {fillOwn(projects.counted, {
                  projects: projectCount(residentialItems.length),
                  places: placeList(placesOf(residentialItems)),
                })}{' '}
                {projects.intro}
              </p>
              <ul aria-label={projects.byType} className="mt-4 flex flex-wrap justify-center gap-2 text-base">
                {counts.map(({ category, count }) => (
                  <li
                    key={category}
                    className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800"
                  >
                    {categoryLabel(category)}
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white">{count}</span>
                  </li>
                ))}
              </ul>
            </>
          ),
        }}
      >
        <GalleryGrid items={residentialItems} />
        <p className="mt-10 text-center">
          <Link
            to="/portfolio"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-cedar-700 hover:text-cedar-600"
          >
            {projects.fullPortfolioLink}
            <Icon name="chevron-right" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section id="homeowners" tone="sand" heading={forHomeowners}>
        <FeatureGrid items={forHomeowners.items} />
      </Section>

      {/* The owner's case studies, none until the owner writes one: no section without them. */}
      {caseStudyEntries.length > 0 && (
        <Section
          id="stories"
          heading={{
            eyebrow: stories.eyebrow,
            title: caseStudyCount.one ? stories.titleOne : fillOwn(stories.title, { count: caseStudyCount.words }),
          }}
        >
          <RelatedServices paths={caseStudyEntries.map((page) => page.path)} />
        </Section>
      )}

      <ContactActions content={cta} />
    </>
  );
}
