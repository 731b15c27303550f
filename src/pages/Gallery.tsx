/**
 * Gallery: nine projects behind the tabs All Projects, Fences, Landscaping
 * and Outdoor Living; any project opens full screen. Links to the portfolio pages and case studies.
 */
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CtaBanner } from '../components/CtaBanner';
import { Gallery } from '../components/Gallery';
import { Hero } from '../components/Hero';
import { LinkCards } from '../components/LinkCards';
import { Section } from '../components/Section';
import { cta, galleryItems, gallerySection, hero, heroEyebrow, moreWork } from '../content/gallery';

export default function GalleryPage() {
  return (
    <>
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="projects" heading={gallerySection}>
        <Gallery items={galleryItems} />
      </Section>

      <Section id="more-work" tone="sand" heading={moreWork}>
        <LinkCards cards={moreWork.links} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
