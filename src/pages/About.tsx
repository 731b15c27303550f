/**
 * About: hero, the company's story, stat cards (years, projects, team) with links to the work behind
 * them, vision and mission, three core values, where we work, the credentials the operator has set
 * and a quote call to action with the phone number. The title and meta description come from the
 * page registry.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Hero } from '../components/sections/Hero';
import { OfferCards } from '../components/sections/OfferCards';
import { Pills } from '../components/ui/PillLinks';
import { Section } from '../components/ui/Section';
import { StatCards } from '../components/sections/StatCards';
import { StorySplit } from '../components/sections/StorySplit';
import { TrustFacts } from '../components/sections/TrustFacts';
import { areas, cta, hero, heroEyebrow, statCards, story, values, visionMission } from '../content/about';
import { trustFacts } from '../content/business';
import { sectionHeadings } from '../content/sectionHeadings';

export default function AboutPage() {
  return (
    <>
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <StorySplit eyebrow={story.eyebrow} title={story.title} image={story.image} paragraphs={story.paragraphs} />

      <Section id="by-the-numbers" tone="sand" heading={statCards}>
        <StatCards items={statCards.items} />
        <Pills links={statCards.workLinks} tone="white" label={statCards.workLinksName} className="mt-10" />
      </Section>

      <Section id="vision-and-mission" heading={visionMission}>
        <div className="mx-auto max-w-5xl">
          <OfferCards cards={visionMission.cards} />
        </div>
      </Section>

      <Section id="values" tone="brand" heading={values}>
        <FeatureGrid items={values.items} />
      </Section>

      <Section id="service-area" tone="sand" heading={areas}>
        <AreasServed areas={areas.list} />
      </Section>

      {/* Only the credentials the operator has set, beside the call to action; none set, no section. */}
      {trustFacts.length > 0 && (
        <Section id="credentials" heading={sectionHeadings.trust}>
          <div className="mx-auto w-fit text-lg text-ink-700">
            <TrustFacts facts={trustFacts} />
          </div>
        </Section>
      )}

      <ClosingCta content={cta} />
    </>
  );
}
