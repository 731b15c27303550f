/**
 * Professional landscape design: hero, a portfolio carousel, a before/after
 * toggle (starting at "after"), design services, a featured project, a review, the ten design
 * service areas and a closing call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Carousel } from '../components/Carousel';
import { CtaBanner } from '../components/CtaBanner';
import { Hero } from '../components/Hero';
import { Section } from '../components/Section';
import { ServiceCards } from '../components/ServiceCards';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { Showcase } from '../components/Showcase';
import { SingleReviewSection } from '../components/Testimonials';
import { Transformation } from '../components/Transformation';
import { areas, cta, hero, heroEyebrow, portfolio, serviceSchema, services, showcase, testimonial, transformation } from '../content/landscapeDesign';

export default function LandscapeDesignPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="portfolio" heading={portfolio}>
        <Carousel items={portfolio.items} label={portfolio.label} />
      </Section>

      <Section id="before-after" tone="sand" heading={transformation}>
        <Transformation content={transformation.content} />
      </Section>

      <Section id="services" heading={services}>
        <ServiceCards cards={services.cards} columns={4} />
      </Section>

      <Section id="featured-project" tone="sand" heading={showcase}>
        <Showcase content={showcase.content} />
      </Section>

      <SingleReviewSection content={testimonial} />

      <Section id="service-areas" tone="sand" heading={areas}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
