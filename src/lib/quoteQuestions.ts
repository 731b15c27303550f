/**
 * Which follow-up questions a quote request asks: those of its service (src/content/serviceQuestions.ts)
 * that its kind of job asks (src/content/jobKinds.ts). Shared by the form, the lead schema and
 * everything that shows a stored lead, so the three cannot disagree.
 */
import { jobKinds, type JobKind } from '../content/jobKinds';
import type { ServiceValue } from '../content/quoteOptions';
import { serviceQuestions } from '../content/serviceQuestions';

export type Question = (typeof serviceQuestions)[ServiceValue]['questions'][number];

/** Whether a kind of job asks this question (a question without `jobs` is asked by every kind). */
export function asksQuestion(question: Question, job: JobKind): boolean {
  return !('jobs' in question) || (question.jobs as readonly JobKind[]).includes(job);
}

/** The questions of this service that this kind of job asks, in form order. */
export function questionsFor(service: ServiceValue, job: JobKind): readonly Question[] {
  return serviceQuestions[service].questions.filter((question) => asksQuestion(question, job));
}

/** A checkbox set: its answers are a list. */
export const isSeveral = (question: Question): boolean => 'several' in question && question.several;

/** The kinds of job of a service, as values. */
export const jobValuesOf = (service: ServiceValue): readonly JobKind[] => jobKinds[service].map((kind) => kind.value);

/** The label of a service's kind of job, as the visitor read it (the value if the service has no such kind). */
export function jobLabel(service: ServiceValue, job: string): string {
  return (
    (jobKinds[service] as readonly { value: string; label: string }[]).find((kind) => kind.value === job)?.label ?? job
  );
}
