/**
 * How a stored lead reads to people: the service of a quote lead, its kind of job and its follow-up
 * answers with their labels, for everything that shows a lead (e-mail, webhook, CLI list and export).
 *
 * Rules for leads stored before a question was asked: a lead without a service but with a fence type
 * reads as a fence lead (quote requests were all fence requests then, their one question the fence
 * type). A lead without `job`: a fence lead was a new fence, a service with one kind is that kind, and
 * for the others the job is unknown and every answer stored is shown, also those of questions no form
 * asks any more (a single `foundationSymptom`, `irrigationNeed`).
 */
import type { JobKind } from '../../src/content/jobKinds';
import { serviceOptions, type ServiceValue } from '../../src/content/quoteOptions';
import { legacyQuestions, serviceQuestions } from '../../src/content/serviceQuestions';
import { audienceLabel, dollars, estimateFence, estimateWorking, findFencePackage } from '../../src/lib/fenceEstimate';
import { jobLabel, jobValuesOf, questionsFor } from '../../src/lib/quoteQuestions';
import type { Attribution } from '../../src/lib/leadSchema';
import type { StoredLead } from './store';

type ShownLead = Pick<StoredLead, 'kind' | 'data'>;

export function leadService(lead: ShownLead): ServiceValue | null {
  if (lead.kind !== 'quote') return null;
  const data = lead.data as Record<string, unknown>;
  const known = serviceOptions.find((option) => option.value === data.service);
  if (known) return known.value;
  return data.fenceType !== undefined ? 'fences' : null;
}

export function serviceLabel(service: ServiceValue | null): string {
  return serviceOptions.find((option) => option.value === service)?.label ?? '(not given)';
}

/** The lead's kind of job, or null when it cannot be known (a contact message, or an older lead of a service with several kinds). */
export function leadJob(lead: ShownLead): JobKind | null {
  const service = leadService(lead);
  if (!service) return null;
  const kinds = jobValuesOf(service);
  const stored = kinds.find((kind) => kind === (lead.data as Record<string, unknown>).job);
  if (stored) return stored;
  if (kinds.length === 1) return kinds[0]!;
  return service === 'fences' ? 'new' : null;
}

/** The lead's kind of job when its service asks it (more than one kind), else null: for short summaries. */
export function askedJob(lead: ShownLead): JobKind | null {
  const service = leadService(lead);
  return service && jobValuesOf(service).length > 1 ? leadJob(lead) : null;
}

/** "Repair: leaning, broken or storm-damaged", as the visitor read it; "(not given)" when unknown. */
export function leadJobLabel(lead: ShownLead): string {
  const service = leadService(lead);
  const job = leadJob(lead);
  return service && job ? jobLabel(service, job) : '(not given)';
}

export interface ServiceAnswer {
  name: string;
  label: string;
  /** The stored value (a list for a question of several answers), or undefined when skipped. */
  value: string | string[] | undefined;
  /** The options' labels as the visitor read them (the value itself if the option is gone), "; " between several. */
  text: string | undefined;
  /** Each answer with its label, in the order stored (empty when skipped). */
  choices: { value: string; text: string }[];
  /** The text says it all: no option code to show beside it (a length, an estimate). */
  plain?: boolean;
}

interface ShownQuestion {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

function answer(question: ShownQuestion, stored: unknown): ServiceAnswer {
  const labelOf = (value: string) => question.options.find((option) => option.value === value)?.label ?? value;
  const values = Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string')
    : typeof stored === 'string'
      ? [stored]
      : [];
  const value = Array.isArray(stored) ? (values.length > 0 ? values : undefined) : values[0];
  const choices = values.map((choice) => ({ value: choice, text: labelOf(choice) }));
  return {
    name: question.name,
    label: question.label,
    value,
    text: choices.length > 0 ? choices.map((choice) => choice.text).join('; ') : undefined,
    choices,
  };
}

/**
 * The questions the lead's job asked with its answers, in form order; for a lead whose job is not
 * known, every question of its service (current or earlier) that holds an answer.
 */
export function serviceAnswers(lead: ShownLead): ServiceAnswer[] {
  const service = leadService(lead);
  if (!service) return [];
  const data = lead.data as Record<string, unknown>;
  const job = leadJob(lead);
  const legacy: readonly ShownQuestion[] =
    (legacyQuestions as Partial<Record<ServiceValue, readonly ShownQuestion[]>>)[service] ?? [];
  const answered = (question: ShownQuestion) => data[question.name] !== undefined;
  const questions: readonly ShownQuestion[] = job
    ? [...questionsFor(service, job), ...legacy.filter(answered)]
    : [...serviceQuestions[service].questions, ...legacy].filter(answered);
  const answers = questions.map((question) => answer(question, data[question.name]));
  return service === 'fences' ? [...answers, ...fenceEstimateAnswers(data)] : answers;
}

/** Every follow-up question of every service, current and earlier, for the export's columns: [field name, label]. */
export const allServiceQuestions: [name: string, label: string][] = [
  ...[
    ...Object.values(serviceQuestions).flatMap((group): readonly ShownQuestion[] => group.questions),
    ...Object.values(legacyQuestions).flatMap((questions): readonly ShownQuestion[] => questions),
  ].map((question): [string, string] => [question.name, question.label]),
  // The fence sales page's estimator (see fenceEstimateAnswers).
  ['fencePackage', 'Package'],
  ['fenceAudience', 'Audience'],
  ['fenceFeet', 'Length (ft)'],
  ['fenceEstimateFrom', 'Estimate shown (from, $)'],
];

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
    {
      name: 'fencePackage',
      label: 'Package',
      value: tier.id,
      text: tier.title,
      choices: [{ value: tier.id, text: tier.title }],
    },
    {
      name: 'fenceAudience',
      label: 'Audience',
      value: tier.audience,
      text: audienceLabel(tier.audience),
      choices: [{ value: tier.audience, text: audienceLabel(tier.audience) }],
    },
    {
      name: 'fenceFeet',
      label: 'Length',
      value: feet?.toString(),
      text: feet === undefined ? undefined : `${feet.toLocaleString('en-US')} ft`,
      choices: [],
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
      choices: [],
      plain: true,
    },
  ];
}

/** The attribution's fields with the labels the owner reads, in the order they are shown. */
export const attributionLabels = [
  ['landingPage', 'Landing page'],
  ['referrer', 'Referrer'],
  ['utmSource', 'UTM source'],
  ['utmMedium', 'UTM medium'],
  ['utmCampaign', 'UTM campaign'],
  ['utmTerm', 'UTM term'],
  ['utmContent', 'UTM content'],
  ['gclid', 'Google click id (gclid)'],
  ['gbraid', 'Google click id (gbraid)'],
  ['wbraid', 'Google click id (wbraid)'],
] as const satisfies readonly (readonly [keyof Attribution, string])[];

/** Where the lead came from, as label and value rows (only the values known). */
export function attributionRows(lead: Pick<StoredLead, 'attribution'>): [string, string][] {
  const attribution = lead.attribution ?? {};
  return attributionLabels.flatMap(([field, label]) => {
    const value = attribution[field];
    return value ? [[label, value] as [string, string]] : [];
  });
}
