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
import { TestimonialCard } from '../components/Testimonials';
import { Transformation } from '../components/Transformation';
import { areas, cta, hero, heroEyebrow, portfolio, serviceSchema, services, showcase, testimonial, transformation } from '../content/landscapeDesign';

export default function LandscapeDesignPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="portfolio" eyebrow={portfolio.eyebrow} title={portfolio.title} intro={portfolio.intro}>
        <Carousel items={portfolio.items} label={portfolio.label} />
      </Section>

      <Section id="before-after" tone="sand" eyebrow={transformation.eyebrow} title={transformation.title} intro={transformation.intro}>
        <Transformation content={transformation.content} />
      </Section>

      <Section id="services" eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
        <ServiceCards cards={services.cards} columns={4} />
      </Section>

      <Section id="featured-project" tone="sand" eyebrow={showcase.eyebrow} title={showcase.title}>
        <Showcase content={showcase.content} />
      </Section>

      <Section id="reviews" eyebrow={testimonial.eyebrow} title={testimonial.title}>
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonial.item} />
        </div>
      </Section>

      <Section id="service-areas" tone="sand" eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
