/**
 * Fence services: hero, the four fence services, counters (properties, years,
 * satisfaction, team), materials, what to expect (the fence terms and claims of business.ts), three
 * before/after case studies linking to /gallery, three reviews, the pricing pointer and a call to action.
 */
import { Link } from 'react-router-dom';
import { Callout } from '../components/Callout';
import { CaseStudyCard } from '../components/CaseStudyCard';
import { ClaimStats } from '../components/ClaimStats';
import { CounterGrid } from '../components/Counter';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import { Testimonials } from '../components/Testimonials';
import { caseStudies } from '../content/caseStudies';
import {
  caseStudiesSection,
  counters,
  cta,
  expectations,
  fencePricing,
  hero,
  heroEyebrow,
  materials,
  reviews,
  serviceSchema,
  services,
} from '../content/fences';
import { fenceTestimonials } from '../content/testimonials';

export default function FencesPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <ServicesSection content={services} columns={4} />

      <Section id="track-record" tone="brand" heading={counters}>
        <CounterGrid stats={counters.stats} light />
      </Section>

      <Section id="materials" tone="sand" heading={materials}>
        <FeatureGrid items={materials.items} />
      </Section>

      <Section id="what-to-expect" heading={expectations}>
        <ClaimStats items={expectations.items} />
      </Section>

      <Section id="case-studies" tone="sand" heading={caseStudiesSection}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} tags={[study.location]} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={caseStudiesSection.allLink.link} className="btn-brand">
            {caseStudiesSection.allLink.text}
            <Icon name="chevron-right" className="size-5" />
          </Link>
        </p>
      </Section>

      <Section id="reviews" heading={reviews}>
        <Testimonials items={fenceTestimonials} />
      </Section>

      <Callout content={fencePricing} />

      <CtaBanner content={cta} />
    </>
  );
}
