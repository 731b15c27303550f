import type { ReactNode } from 'react';
import type { ProcessStep } from '../../content/schemas/shapes';
import { Section, type SectionHeadingContent, type SectionTone } from '../ui/Section';
import { sectionWords } from '../../content/sectionWords';
import { fillOwn } from '../../content/ownValues';

/** A numbered, ordered process ("1 Site Assessment, 2 Custom Design, …"). */
export function ProcessSteps({ steps, light = false }: { steps: ProcessStep[]; light?: boolean }) {
  const columns = steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ol className={`grid gap-6 ${columns}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={`relative p-6 ${light ? 'rounded-2xl bg-white/10 ring-1 ring-white/20' : 'card'}`}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-cedar-600 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className={`mt-4 text-xl font-bold ${light ? 'text-white' : 'text-brand-800'}`}>
            <span className="sr-only">{`${fillOwn(sectionWords.processSteps.step, { number: String(index + 1) })} `}</span>
            {step.title}
          </h3>
          <p className={`mt-2 leading-7 ${light ? 'text-brand-100' : 'text-ink-700'}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A page's process section (#process): its heading over the numbered steps, and `children` below them. */
export function ProcessSection({
  content,
  tone,
  children,
}: {
  content: SectionHeadingContent & { steps: ProcessStep[] };
  tone?: SectionTone;
  children?: ReactNode;
}) {
  return (
    <Section id="process" tone={tone} heading={content}>
      <ProcessSteps steps={content.steps} />
      {children}
    </Section>
  );
}
