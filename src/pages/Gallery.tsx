/**
 * Gallery (/gallery, and /gallery/<id> with that project open): the owner's projects behind the tabs
 * All Projects, Fences, Landscaping and Outdoor Living; any project opens full screen, at its own
 * address, and steps to the next. Links to the portfolio pages and case studies. While the gallery
 * holds no project (the site ships none: the owner adds their own jobs), the page points to the
 * services its categories are about instead: no empty grid, no tabs, no count.
 */
import { usePageEntry } from '../components/ui/currentPage';
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { ClosingCta } from '../components/sections/ClosingCta';
import { Gallery } from '../components/gallery/Gallery';
import { Hero } from '../components/sections/Hero';
import { LinkCards } from '../components/sections/LinkCards';
import { OfferCards } from '../components/sections/OfferCards';
import { Section } from '../components/ui/Section';
import { cta, galleryItems, gallerySection, hero, heroEyebrow, moreWork, noProjects } from '../content/gallery';
import { galleryEntry } from '../content/gallery.entry';
import { galleryItemOf, galleryItemPath } from '../content/gallery.entries';

export default function GalleryPage() {
  const openItem = galleryItemOf(usePageEntry());
  if (galleryItems.length === 0)
    return (
      <>
        <Hero
          content={{ ...hero, subtitle: noProjects.heroSubtitle }}
          eyebrow={heroEyebrow}
          breadcrumbs={<Breadcrumbs />}
        />

        <Section id="our-work" heading={noProjects}>
          <OfferCards cards={noProjects.cards} />
        </Section>

        <ClosingCta content={{ ...cta, ...noProjects.cta }} />
      </>
    );
  return (
    <>
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="projects" heading={gallerySection}>
        <Gallery items={galleryItems} openItem={openItem} basePath={galleryEntry.path} itemPath={galleryItemPath} />
      </Section>

      <Section id="more-work" tone="sand" heading={moreWork}>
        <LinkCards cards={moreWork.links} />
      </Section>

      <ClosingCta content={cta} />
    </>
  );
}
