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

      <Section id="by-the-numbers" tone="sand" eyebrow={statCards.eyebrow} title={statCards.title}>
        <StatCards items={statCards.items} />
      </Section>

      <Section id="vision-and-mission" eyebrow={visionMission.eyebrow} title={visionMission.title}>
        <div className="mx-auto max-w-5xl">
          <OfferCards cards={visionMission.cards} />
        </div>
      </Section>

      <Section id="values" tone="brand" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
        <FeatureGrid items={values.items} />
      </Section>

      <Section id="service-area" tone="sand" eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
