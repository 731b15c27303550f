/**
 * The portfolio (/portfolio): every gallery project, grouped by category rather than behind tabs
 * as on /gallery, with counts, places and the services behind each kind of work. Projects open
 * full screen (GalleryGrid's overlay). It exists only while the gallery holds a project
 * (src/content/portfolio.entries.ts).
 */
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { ContactActions } from '../components/quote/ContactActions';
import { GalleryGrid } from '../components/gallery/GalleryGrid';
import { Hero } from '../components/sections/Hero';
import { Icon } from '../components/ui/Icon';
import { Pills } from '../components/ui/PillLinks';
import { PortfolioStats } from '../components/sections/PortfolioStats';
import { Section } from '../components/ui/Section';
import { galleryItems } from '../content/gallery';
import { fillOwn } from '../content/ownValues';
import { itemsIn, placeList, placesOf, portfolio, projectCount } from '../content/portfolio';

const tones = ['white', 'sand'] as const;

export default function PortfolioPage() {
  const residential = galleryItems.filter((item) => item.segment === 'residential').length;
  const groups = portfolio.groups
    .map((group) => ({ ...group, items: itemsIn(group.category) }))
    .filter((group) => group.items.length > 0);
  const stats = [
    { figure: String(galleryItems.length), label: portfolio.stats.projects },
    { figure: String(residential), label: portfolio.stats.homeowners },
    { figure: String(galleryItems.length - residential), label: portfolio.stats.businesses },
    { figure: String(placesOf(galleryItems).length), label: portfolio.stats.places },
  ];

  return (
    <>
      <Hero content={portfolio.hero} eyebrow={portfolio.eyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="overview" heading={portfolio.overview}>
        <PortfolioStats items={stats} />
        <nav aria-label={portfolio.categoriesName} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {groups.map((group) => (
              <li key={group.category}>
                <a
                  href={`#${group.category}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-5 font-semibold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100"
                >
                  {group.eyebrow}
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white">{group.items.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      {groups.map((group, index) => (
        <Section
          key={group.category}
          id={group.category}
          tone={tones[(index + 1) % 2]}
          heading={{
            eyebrow: group.eyebrow,
            title: group.title,
            intro: (
              <>
                <p>{group.intro}</p>
                <p className="mt-3 flex flex-wrap items-center justify-center gap-x-2 text-base font-semibold text-brand-800">
                  <Icon name="map-pin" className="size-4 text-cedar-600" />
                  {fillOwn(portfolio.groupPlaces, {
                    projects: projectCount(group.items.length),
                    places: placeList(placesOf(group.items)),
                  })}
                </p>
              </>
            ),
          }}
        >
          <GalleryGrid items={group.items} />
          <Pills
            links={group.services}
            tone="white"
            label={fillOwn(portfolio.servicesName, { group: group.eyebrow })}
            className="mt-8"
          />
        </Section>
      ))}

      <Section
        id="more"
        tone={tones[(groups.length + 1) % 2]}
        heading={{ eyebrow: portfolio.more.eyebrow, title: portfolio.more.title }}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/residential-portfolio" className="btn-brand">
            {portfolio.more.residential}
          </Link>
          <Link to="/case-studies" className="btn-secondary text-brand-800">
            {portfolio.more.caseStudies}
          </Link>
          <Link to="/gallery" className="btn-secondary text-brand-800">
            {portfolio.more.gallery}
          </Link>
        </div>
      </Section>

      <ContactActions content={portfolio.cta} />
    </>
  );
}
