/**
 * Home: hero with "Get a Free Quote" and "View Our Work", the three main services
 * (and the others as links), the fence pricing pointer, counters of projects and years, why choose
 * us, how a project runs, the owner's reviews set for home (none: no section) and the closing call to action.
 */
import { Callout } from '../components/ui/Callout';
import { CounterGrid } from '../components/ui/Counter';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Hero } from '../components/sections/Hero';
import { PillLinks } from '../components/ui/PillLinks';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ReviewsSection } from '../components/sections/Testimonials';
import { counters, cta, fencePricing, hero, heroEyebrow, process, reviews, services, whyUs } from '../content/home';
import { reviewsOn } from '../content/testimonials';

export default function HomePage() {
  return (
    <>
      <Hero content={hero} eyebrow={heroEyebrow} />

      <ServicesSection content={services}>
        <PillLinks title={services.moreTitle} links={services.more} />
      </ServicesSection>

      <Callout content={fencePricing} />

      <Section id="track-record" tone="brand" heading={counters}>
        <div className="mx-auto max-w-2xl">
          <CounterGrid stats={counters.stats} light />
        </div>
      </Section>

      <Section id="why-us" tone="sand" heading={whyUs}>
        <FeatureGrid items={whyUs.items} />
      </Section>

      <ProcessSection content={process} />

      <ReviewsSection heading={reviews} items={reviewsOn('home')} tone="sand" />

      <ClosingCta content={cta} />
    </>
  );
}
