/**
 * Dallas garden design: hero, the "what we do" cards, the way to the garden
 * design process, a portfolio carousel, a before/after toggle (starting at "after"), services, a
 * featured garden, a review, the ten design service areas and a closing call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Callout } from '../components/Callout';
import { Carousel } from '../components/Carousel';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { Section } from '../components/Section';
import { ServiceCards } from '../components/ServiceCards';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { Showcase } from '../components/Showcase';
import { TestimonialCard } from '../components/Testimonials';
import { Transformation } from '../components/Transformation';
import { areas, cta, gardenProcess, hero, heroEyebrow, portfolio, serviceSchema, services, showcase, testimonial, transformation, whatWeDo } from '../content/gardenDesign';

export default function GardenDesignPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="what-we-do" eyebrow={whatWeDo.eyebrow} title={whatWeDo.title} intro={whatWeDo.intro}>
        <FeatureGrid items={whatWeDo.items} />
      </Section>

      <Callout content={gardenProcess} />

      <Section id="portfolio" tone="sand" eyebrow={portfolio.eyebrow} title={portfolio.title} intro={portfolio.intro}>
        <Carousel items={portfolio.items} label={portfolio.label} />
      </Section>

      <Section id="before-after" eyebrow={transformation.eyebrow} title={transformation.title} intro={transformation.intro}>
        <Transformation content={transformation.content} />
      </Section>

      <Section id="services" tone="sand" eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
        <ServiceCards cards={services.cards} columns={4} />
      </Section>

      <Section id="featured-project" eyebrow={showcase.eyebrow} title={showcase.title}>
        <Showcase content={showcase.content} />
      </Section>

      <Section id="reviews" tone="sand" eyebrow={testimonial.eyebrow} title={testimonial.title}>
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonial.item} />
        </div>
      </Section>

      <Section id="service-areas" eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
