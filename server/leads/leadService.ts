/**
 * The service of a stored quote lead and its follow-up answers, for everything that shows a lead
 * (e-mail, webhook, CLI list and export). Leads stored before quote requests named a service were
 * all fence requests (their one question was the fence type), so a lead without a service but with
 * a fence type reads as a fence lead.
 */
import { serviceOptions, type ServiceValue } from '../../src/content/quoteOptions';
import { serviceQuestions } from '../../src/content/serviceQuestions';
import type { StoredLead } from './store';

export function leadService(lead: Pick<StoredLead, 'kind' | 'data'>): ServiceValue | null {
  if (lead.kind !== 'quote') return null;
  const data = lead.data as Record<string, unknown>;
  const known = serviceOptions.find((option) => option.value === data.service);
  if (known) return known.value;
  return data.fenceType !== undefined ? 'fences' : null;
}

export function serviceLabel(service: ServiceValue | null): string {
  return serviceOptions.find((option) => option.value === service)?.label ?? '(not given)';
}

export interface ServiceAnswer {
  name: string;
  label: string;
  /** The stored value, or undefined when the visitor skipped an optional question. */
  value: string | undefined;
  /** The option's label as the visitor read it (the value itself if the option is gone). */
  text: string | undefined;
}

/** The chosen service's questions with the lead's answers, in form order. */
export function serviceAnswers(lead: Pick<StoredLead, 'kind' | 'data'>): ServiceAnswer[] {
  const service = leadService(lead);
  if (!service) return [];
  const data = lead.data as Record<string, unknown>;
  return serviceQuestions[service].questions.map((question) => {
    const value = typeof data[question.name] === 'string' ? (data[question.name] as string) : undefined;
    const text =
      value === undefined
        ? undefined
        : ((question.options as readonly { value: string; label: string }[]).find((option) => option.value === value)
            ?.label ?? value);
    return { name: question.name, label: question.label, value, text };
  });
}

/** Every follow-up question of every service, for the export's columns: [field name, label]. */
export const allServiceQuestions: [name: string, label: string][] = Object.values(serviceQuestions).flatMap((group) =>
  group.questions.map((question) => [question.name, question.label] as [string, string]),
);
