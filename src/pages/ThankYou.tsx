/**
 * Where a form sent without JavaScript lands (the lead API answers 303 here). Not indexed. It
 * confirms the request was saved, says what happens next and how to reach us sooner.
 */
import { LinkCards } from '../components/LinkCards';
import { NextSteps } from '../components/NextSteps';
import { PageHeader } from '../components/PageHeader';
import { PhoneButtons } from '../components/PhoneButtons';
import { Section } from '../components/Section';
import { header, meanwhile, nextSteps, sooner } from '../content/thankYou';

export default function ThankYouPage() {
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title}>
        <p>{header.intro}</p>
      </PageHeader>
      <Section id="next" heading={{ title: nextSteps.title }} center={false}>
        <div className="mt-10 grid gap-10 md:grid-cols-2 md:gap-14">
          <NextSteps id="thank-you-steps" title={nextSteps.stepsTitle} steps={nextSteps.steps} />
          <div className="self-start rounded-2xl bg-brand-50 p-6 md:p-8">
            <h3 className="text-xl font-bold text-brand-800">{sooner.title}</h3>
            <p className="mt-3 leading-7 text-ink-700">{sooner.text}</p>
            <PhoneButtons className="mt-6" />
          </div>
        </div>
      </Section>
      <Section heading={{ title: meanwhile.title }} tone="sand">
        <LinkCards cards={meanwhile.links} />
      </Section>
    </>
  );
}
