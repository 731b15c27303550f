/**
 * Outdoor kitchens: a Dallas design-build landing page. The hero carries the
 * intake form (#contact-form) from the md breakpoint up and a large quote button below it; then
 * call/text buttons, what we build, how it works, the Dallas areas served, kitchen layouts and a
 * closing call to action.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { InlineIntake } from '../components/quote/InlineIntake';
import { PhoneButtons } from '../components/ui/PhoneButtons';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServiceHero } from '../components/sections/ServiceHero';
import { WorkImages } from '../components/sections/WorkImages';
import * as content from '../content/outdoorKitchen';

export default function OutdoorKitchenPage() {
  return (
    <>
      <ServiceHero
        schema={content.serviceSchema}
        content={content.hero}
        eyebrow={content.heroEyebrow}
        aside={<InlineIntake idPrefix="kitchen" content={{ form: content.heroForm, mobile: content.mobileQuote }} />}
      />

      <section aria-labelledby="talk-title" className="border-b border-ink-900/10 bg-sand-100 py-10">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="talk-title" className="font-display text-2xl font-bold text-brand-800">
              {content.talk.title}
            </h2>
            <p className="mt-2 leading-7 text-ink-700">{content.talk.text}</p>
          </div>
          <PhoneButtons className="shrink-0" />
        </div>
      </section>

      <Section id="features" heading={content.features}>
        <FeatureGrid items={content.features.items} />
      </Section>

      <ProcessSection content={content.process} tone="sand" />

      <Section id="service-areas" heading={content.areas}>
        <AreasServed areas={content.areas.list} />
      </Section>

      <Section id="our-work" tone="sand" heading={content.work}>
        <WorkImages items={content.work.items} />
      </Section>

      <ClosingCta content={content.cta} />
    </>
  );
}
