/**
 * One sub-service page (/services/<service>/<sub-service>), for all of them: the app loads this
 * module and then runs its `prepare`, which loads the copy of the entry's service
 * (src/content/subServices); the page finds its copy by its entry's path. Hero, what is included, how the work is done,
 * materials or options, the warranty that applies, FAQs, related services and a call to action.
 */
import { usePageEntry } from '../components/ui/currentPage';
import { ContactActions } from '../components/quote/ContactActions';
import { Faq } from '../components/sections/Faq';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { IncludedChecklist } from '../components/sections/IncludedChecklist';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { RelatedServices } from '../components/sections/RelatedServices';
import { Section } from '../components/ui/Section';
import { ServiceHero } from '../components/sections/ServiceHero';
import { WarrantyNote } from '../components/sections/WarrantyNote';
import { loadSubServiceCopy, subServiceContent, type SubServiceEntry } from '../content/subServices';
import { sectionHeadings } from '../content/sectionHeadings';
import { sectionWords } from '../content/sectionWords';

/** Run by the app before the first render of an entry's page: its service's copy (one chunk per service). */
export function prepare(entry: SubServiceEntry): Promise<void> {
  return loadSubServiceCopy(entry.group);
}

export default function SubServicePage() {
  const entry = usePageEntry();
  const content = subServiceContent(entry.path);
  // prepare() loaded the copy before this renders; a miss is a wiring bug, so fail loudly.
  if (!content) throw new Error(`SubService: no content loaded for ${entry.path}`);
  const { hero, eyebrow, included, process, options, warranty, faqs, related, cta, service } = content;
  const words = sectionWords.servicePage;

  return (
    <>
      <ServiceHero schema={{ name: service.name, description: service.description }} content={hero} eyebrow={eyebrow} />

      <Section id="included" heading={{ eyebrow: entry.label, title: included.title, intro: included.intro }}>
        <IncludedChecklist items={included.items} image={included.image} />
      </Section>

      <ProcessSection content={{ ...process, eyebrow: words.process }} tone="sand" />

      {options && (
        <Section id="options" heading={{ eyebrow: words.options, title: options.title, intro: options.intro }}>
          {/* Three to a row when they fill the rows, otherwise two (no lone card on the last row), drawn as choices. */}
          {options.items.length % 3 === 0 ? (
            <FeatureGrid items={options.items} />
          ) : (
            <FeatureGrid items={options.items} tone="solid" columns={2} />
          )}
        </Section>
      )}

      <WarrantyNote content={warranty} flush={options !== undefined} />

      <Section id="faq" tone="sand" heading={sectionHeadings.faq}>
        <Faq items={faqs} />
      </Section>

      <Section id="related" heading={sectionHeadings.related}>
        <RelatedServices paths={related} />
      </Section>

      <ContactActions
        content={{ ...cta, quoteText: 'quoteDialog' in hero.primaryCTA ? hero.primaryCTA.text : undefined }}
      />
    </>
  );
}
