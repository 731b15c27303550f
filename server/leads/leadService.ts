/**
 * The service of a stored quote lead and its follow-up answers, for everything that shows a lead
 * (e-mail, webhook, CLI list and export). Leads stored before quote requests named a service were
 * all fence requests (their one question was the fence type), so a lead without a service but with
 * a fence type reads as a fence lead.
 */
import { serviceOptions, type ServiceValue } from '../../src/content/quoteOptions';
import { serviceQuestions } from '../../src/content/serviceQuestions';
import { audienceLabel, dollars, estimateFence, estimateWorking, findFencePackage } from '../../src/lib/fenceEstimate';
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
  /** The text says it all: no option code to show beside it (a length, an estimate). */
  plain?: boolean;
}

/** The chosen service's questions with the lead's answers, in form order. */
export function serviceAnswers(lead: Pick<StoredLead, 'kind' | 'data'>): ServiceAnswer[] {
  const service = leadService(lead);
  if (!service) return [];
  const data = lead.data as Record<string, unknown>;
  const answers = serviceQuestions[service].questions.map((question): ServiceAnswer => {
    const value = typeof data[question.name] === 'string' ? (data[question.name] as string) : undefined;
    const text =
      value === undefined
        ? undefined
        : ((question.options as readonly { value: string; label: string }[]).find((option) => option.value === value)
            ?.label ?? value);
    return { name: question.name, label: question.label, value, text };
  });
  return service === 'fences' ? [...answers, ...fenceEstimateAnswers(data)] : answers;
}

/**
 * The fence sales page's estimator, when the request came with it: package, audience, length, and the
 * estimate the server computed when it stored the lead, with its working while today's prices still
 * give that figure.
 */
function fenceEstimateAnswers(data: Record<string, unknown>): ServiceAnswer[] {
  const tier = findFencePackage(data.fencePackage);
  if (!tier) return [];
  const feet = typeof data.fenceFeet === 'number' ? data.fenceFeet : undefined;
  const from = typeof data.fenceEstimateFrom === 'number' ? data.fenceEstimateFrom : undefined;
  const estimate = estimateFence(tier.id, feet);
  return [
    { name: 'fencePackage', label: 'Package', value: tier.id, text: tier.title },
    { name: 'fenceAudience', label: 'Audience', value: tier.audience, text: audienceLabel(tier.audience) },
    {
      name: 'fenceFeet',
      label: 'Length',
      value: feet?.toString(),
      text: feet === undefined ? undefined : `${feet.toLocaleString('en-US')} ft`,
      plain: true,
    },
    {
      name: 'fenceEstimateFrom',
      label: 'Estimate shown',
      value: from?.toString(),
      text:
        from === undefined
          ? undefined
          : `From ${dollars(from)}${estimate?.from === from ? ` (${estimateWorking(estimate)})` : ''}`,
      plain: true,
    },
  ];
}

/** Every follow-up question of every service, for the export's columns: [field name, label]. */
export const allServiceQuestions: [name: string, label: string][] = [
  ...Object.values(serviceQuestions).flatMap((group) =>
    group.questions.map((question) => [question.name, question.label] as [string, string]),
  ),
  // The fence sales page's estimator (see fenceEstimateAnswers).
  ['fencePackage', 'Package'],
  ['fenceAudience', 'Audience'],
  ['fenceFeet', 'Length (ft)'],
  ['fenceEstimateFrom', 'Estimate shown (from, $)'],
];
