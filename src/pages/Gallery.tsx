/**
 * Gallery (/gallery, and /gallery/<id> with that project open): the projects behind the tabs All
 * Projects, Fences, Landscaping and Outdoor Living; any project opens full screen, at its own
 * address, and steps to the next. Links to the portfolio pages and case studies.
 */
import { usePageEntry } from '../components/ui/currentPage';
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { ClosingCta } from '../components/sections/ClosingCta';
import { Gallery } from '../components/gallery/Gallery';
import { Hero } from '../components/sections/Hero';
import { LinkCards } from '../components/sections/LinkCards';
import { Section } from '../components/ui/Section';
import { cta, galleryItems, gallerySection, hero, heroEyebrow, moreWork } from '../content/gallery';
import { galleryEntry } from '../content/gallery.entry';
import { galleryItemOf, galleryItemPath } from '../content/gallery.entries';

export default function GalleryPage() {
  const openItem = galleryItemOf(usePageEntry());
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
