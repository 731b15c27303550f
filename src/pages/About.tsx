/**
 * About: hero, the company's story, stat cards (years, projects, team), vision and
 * mission, three core values, where we work and a quote call to action with the phone number. The
 * title and meta description come from the page registry.
 */
import { AreasServed } from '../components/AreasServed';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { OfferCards } from '../components/OfferCards';
import { Section } from '../components/Section';
import { StatCards } from '../components/StatCards';
import { StorySplit } from '../components/StorySplit';
import { areas, cta, hero, heroEyebrow, statCards, story, values, visionMission } from '../content/about';

export default function AboutPage() {
  return (
    <>
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <StorySplit eyebrow={story.eyebrow} title={story.title} image={story.image} paragraphs={story.paragraphs} />

      <Section id="by-the-numbers" tone="sand" heading={statCards}>
        <StatCards items={statCards.items} />
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

      <CtaBanner content={cta} />
    </>
  );
}
