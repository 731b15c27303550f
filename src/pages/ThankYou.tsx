/**
 * The thank-you pages, where a form sent without JavaScript lands (the lead API answers 303 to the
 * page of the request: src/lib/thankYouPath.ts). Not indexed. Each confirms the request was saved,
 * says what happens next for that service and kind of job (the general steps on /thank-you, for
 * contact messages and requests for something else), how to reach us sooner, and where to read on
 * (first, on a request's page, the page about that service and kind of job).
 */
import { usePageEntry } from '../components/ui/currentPage';
import { LinkCards } from '../components/sections/LinkCards';
import { NextSteps } from '../components/sections/NextSteps';
import { PageHeader } from '../components/sections/PageHeader';
import { PhoneButtons } from '../components/ui/PhoneButtons';
import { Section } from '../components/ui/Section';
import { jobKinds, type JobKindOption } from '../content/jobKinds';
import { serviceOptions } from '../content/quoteOptions';
import type { LinkCard } from '../content/schemas/shapes';
import { requestThankYouEntries, type ThankYouEntry } from '../content/thankYou.entry';
import { header, meanwhile, nextSteps, requestTitle, sooner } from '../content/thankYou';
import { fillOwn } from '../content/ownValues';
import * as thankYouSteps from '../content/thankYouSteps';
import { stepsAfter } from '../lib/thankYouPath';
import { registeredEntry } from '../content/registry';

/** The card to the page about the request: its kind of job's page (fence repair), else its service's. */
function aboutRequest(request: ThankYouEntry): LinkCard {
  const kind = (jobKinds[request.service] as readonly JobKindOption[]).find((option) => option.value === request.job);
  const service = serviceOptions.find((option) => option.value === request.service);
  const page = registeredEntry(kind?.pages[0] ?? service!.pages[0]!);
  return { text: page.label, link: page.path, description: page.description, icon: 'steps' };
}

export default function ThankYouPage() {
  const entry = usePageEntry();
  const request = requestThankYouEntries.find((candidate) => candidate.path === entry.path);
  const steps = stepsAfter(request ? { kind: 'quote', service: request.service, job: request.job } : {}, thankYouSteps);
  return (
    <>
      <PageHeader
        eyebrow={header.eyebrow}
        title={request ? fillOwn(requestTitle, { request: request.request }) : header.title}
      >
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
        <LinkCards
          cards={request ? [aboutRequest(request), ...meanwhile.links] : [...meanwhile.links, meanwhile.home]}
        />
      </Section>
    </>
  );
}
