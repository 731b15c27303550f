/**
 * The thank-you pages, where a form sent without JavaScript lands (the lead API answers 303 to the
 * page of the request: src/lib/thankYouPath.ts). Not indexed. Each confirms the request was saved,
 * says what happens next for that service and kind of job (the general steps on /thank-you, for
 * contact messages and requests for something else) and how to reach us sooner.
 */
import { usePageEntry } from '../app/currentPage';
import { LinkCards } from '../components/LinkCards';
import { NextSteps } from '../components/NextSteps';
import { PageHeader } from '../components/PageHeader';
import { PhoneButtons } from '../components/PhoneButtons';
import { Section } from '../components/Section';
import { requestThankYouPages } from '../content/thankYou.page';
import { header, meanwhile, nextSteps, requestTitle, sooner } from '../content/thankYou';
import * as thankYouSteps from '../content/thankYouSteps';
import { stepsAfter } from '../lib/thankYouPath';

export default function ThankYouPage() {
  const route = usePageEntry();
  const request = requestThankYouPages.find((entry) => entry.path === route.path);
  const steps = stepsAfter(request ? { kind: 'quote', service: request.service, job: request.job } : {}, thankYouSteps);
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={request ? requestTitle(request.request) : header.title}>
        <p>{header.intro}</p>
      </PageHeader>
      <Section id="next" heading={{ title: nextSteps.title }} center={false}>
        <div className="mt-10 grid gap-10 md:grid-cols-2 md:gap-14">
          <NextSteps id="thank-you-steps" title={nextSteps.stepsTitle} steps={steps} />
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
