/**
 * Fence services: hero, the four fence services, counters (properties, years,
 * satisfaction, team), materials, what to expect (the fence terms and claims of business.ts), the
 * owner's first three before/after case studies linking to /gallery (none: no section), the owner's reviews set for it (none: no section), the pricing
 * pointer and a call to action.
 */
import { Link } from 'react-router-dom';
import { Callout } from '../components/ui/Callout';
import { CaseStudyCard } from '../components/sections/CaseStudyCard';
import { ClaimStats } from '../components/sections/ClaimStats';
import { CounterGrid } from '../components/ui/Counter';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Icon } from '../components/ui/Icon';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
import { ReviewsSection } from '../components/sections/Testimonials';
import { featuredCaseStudies } from '../content/caseStudies';
import * as content from '../content/fences';
import { reviewsOn } from '../content/testimonials';

export default function FencesPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <ServicesSection content={content.services} columns={4} />

      <Section id="track-record" tone="brand" heading={content.counters}>
        <CounterGrid stats={content.counters.stats} light />
      </Section>

      <Section id="materials" tone="sand" heading={content.materials}>
        <FeatureGrid items={content.materials.items} />
      </Section>

      <Section id="what-to-expect" heading={content.expectations}>
        <ClaimStats items={content.expectations.items} />
      </Section>

      {/* The owner's case studies: none shipped, so no section until the owner adds one. */}
      {featuredCaseStudies.length > 0 && (
        <Section id="case-studies" tone="sand" heading={content.caseStudiesSection}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featuredCaseStudies.map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} tags={[study.location]} />
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link to={content.caseStudiesSection.allLink.link} className="btn-brand">
              {content.caseStudiesSection.allLink.text}
              <Icon name="chevron-right" className="size-5" />
            </Link>
          </p>
        </Section>
      )}

      <ReviewsSection heading={content.reviews} items={reviewsOn('fences')} />

      {/* Spaced right after the case studies' sand band when there are no reviews between them; after the white "what to expect", not. */}
      <Callout
        content={content.fencePricing}
        spaced={reviewsOn('fences').length === 0 && featuredCaseStudies.length > 0}
      />

      <ClosingCta content={content.cta} />
    </>
  );
}
