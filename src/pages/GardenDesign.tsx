/**
 * Dallas garden design: hero, the "what we do" cards, the way to the garden
 * design process, a portfolio carousel, a before/after toggle (starting at "after"), services, a
 * featured garden, a review, the ten design service areas and a closing call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { Callout } from '../components/Callout';
import { Carousel } from '../components/Carousel';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import { Showcase } from '../components/Showcase';
import { SingleReviewSection } from '../components/Testimonials';
import { Transformation } from '../components/Transformation';
import {
  areas,
  cta,
  gardenProcess,
  hero,
  heroEyebrow,
  portfolio,
  serviceSchema,
  services,
  showcase,
  testimonial,
  transformation,
  whatWeDo,
} from '../content/gardenDesign';

export default function GardenDesignPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <Section id="what-we-do" heading={whatWeDo}>
        <FeatureGrid items={whatWeDo.items} />
      </Section>

      <Callout content={gardenProcess} />

      <Section id="portfolio" tone="sand" heading={portfolio}>
        <Carousel items={portfolio.items} label={portfolio.label} />
      </Section>

      <Section id="before-after" heading={transformation}>
        <Transformation content={transformation.content} />
      </Section>

      <ServicesSection content={services} columns={4} tone="sand" />

      <Section id="featured-project" heading={showcase}>
        <Showcase content={showcase.content} />
      </Section>

      <SingleReviewSection content={testimonial} tone="sand" />

      <Section id="service-areas" heading={areas}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
