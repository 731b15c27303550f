/**
 * The lead schemas: one zod schema per kind of form (quote request, contact message), shared by the
 * page (checks before sending, lazy-loaded) and the server (the authority: POST /api/leads).
 *
 * Browser-safe: no node imports. The enums come from src/content/quoteOptions.ts, so the options a
 * visitor can pick and the values the server accepts cannot drift apart.
 *
 * Rules: strings are trimmed; an optional field sent as "" (every empty control in a
 * urlencoded post) means absent; e-mail addresses as mail servers take them (src/lib/emailAddress.ts); US phone = 10 digits once formatting is removed,
 * optional +1, stored as "(214) 555-0147"; names 100 characters, address 200, message 5000, e-mail
 * 254; no CR/LF in single-line fields (they end up in e-mail headers); unknown fields are rejected.
 * HTML or script in a field is data, kept verbatim: escaping is the job of whatever displays it.
 */
import { z } from 'zod';
import { referralSourceOptions, serviceOptions, timelineOptions, type ServiceValue } from '../content/quoteOptions';
import { jobKindValues, type JobKind } from '../content/jobKinds';
import { serviceQuestionNames, serviceQuestions } from '../content/serviceQuestions';
import { fenceEstimateFieldNames, fenceEstimateFields, withFenceEstimate } from './fenceEstimateSchema';
import { isSeveral, jobValuesOf, questionsFor, type Question } from './quoteQuestions';
import { isEmailAddress } from './emailAddress';
import { isCleanLine, isCleanText, normalizeNewlines, textRuleMessage, trimInvisible } from './textRules';

export const leadKinds = ['quote', 'contact'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Maximum lengths, in characters, after trimming. */
export const leadLimits = { name: 100, address: 200, message: 5000, email: 254 } as const;

/** The fields every form posts besides the visitor's answers. */
export const metaFieldNames = ['kind', 'formId', 'idempotencyKey', 'formToken', 'website', 'attribution'] as const;
/**
 * The quote form's fields in form order: the service and its follow-up questions sit after the
 * address; the fence sales page's estimator (package, length) opens its form.
 */
export const quoteFieldNames: readonly string[] = [
  ...fenceEstimateFieldNames,
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'service',
  'job',
  ...serviceQuestionNames,
  'timeline',
  'message',
  'referralSource',
  'privacyConsent',
];
export const contactFieldNames = ['name', 'email', 'phone', 'message'] as const;

/** Every field name a lead form can post (a quote form that offers every service posts all their questions). */
export const leadFieldNames: ReadonlySet<string> = new Set<string>([
  ...metaFieldNames,
  ...quoteFieldNames,
  ...contactFieldNames,
]);

/**
 * The most values a genuine post carries: one per field, and one more per box of each set of
 * checkboxes (a ticked box repeats its field). The server refuses a post over it before validating
 * (docs/leads.md, "Threat model"): thousands of made-up field names would otherwise each be checked
 * and listed in the answer.
 */
export const maxLeadFieldValues =
  leadFieldNames.size +
  Object.values(serviceQuestions)
    .flatMap((service): readonly Question[] => service.questions)
    .filter(isSeveral)
    .reduce((sum, question) => sum + question.options.length, 0);

/** True when a post carries more fields, or more values, than any of the forms sends. */
export function exceedsLeadFieldBound(input: Record<string, unknown>): boolean {
  let names = 0;
  let values = 0;
  for (const name in input) {
    if (!Object.hasOwn(input, name)) continue;
    const value = input[name];
    names += 1;
    values += Array.isArray(value) ? Math.max(value.length, 1) : 1;
    if (names > leadFieldNames.size || values > maxLeadFieldValues) return true;
  }
  return false;
}

export const formIdPattern = /^[a-z0-9-]{1,40}$/;
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** Messages shown next to fields (and in the no-JS error summary). One per field, in plain words. */
export const leadMessages = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  name: 'Enter your name.',
  email: 'Enter a valid email address, like name@example.com.',
  phone: 'Enter a 10-digit US phone number.',
  address: 'Enter the project address.',
  service: 'Choose the service you need.',
  job: 'Choose what kind of job this is.',
  fenceType: 'Choose a fence type.',
  timeline: 'Choose when you need it.',
  referralSource: 'Choose one of the listed options.',
  message: 'Tell us a little about what you need.',
  privacyConsent: 'Please agree to the privacy policy so we can contact you.',
  contactMethod: 'Give us an email address or a phone number so we can reply.',
  singleLine: 'Use a single line, without line breaks.',
  kind: 'Choose a quote request or a contact message.',
  formId: 'The form could not be identified. Please reload the page and try again.',
  idempotencyKey: 'The form is missing its submission key. Please reload the page and try again.',
  formToken: 'The form token is not valid. Please reload the page and try again.',
  website: 'Leave this field empty.',
  attribution:
    'The page sent where your visit came from in a form we do not accept. Please reload the page and try again.',
  unknownField: 'This field is not part of the form.',
  form: 'Please check the form and try again.',
} as const;

const tooLong = (max: number) => `Use at most ${max.toLocaleString('en-US')} characters.`;

/** "" and strings of only whitespace or invisible characters count as "not given" for optional fields. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && trimInvisible(value) === '' ? undefined : value;

const hasLineBreak = (value: string) => /[\r\n\u2028\u2029]/.test(value);

/**
 * A required single-line text field: trimmed (invisible characters too), not empty, at most `max`
 * characters, no line breaks, no control or invisible-only content (src/lib/textRules.ts).
 */
function requiredLine(message: string, max: number) {
  return z
    .string({ error: message })
    .overwrite(trimInvisible)
    .min(1, { error: message })
    .max(max, { error: tooLong(max) })
    .refine((value) => !hasLineBreak(value), { error: leadMessages.singleLine })
    .refine(isCleanLine, { error: textRuleMessage });
}

/** A free-text field: line breaks (stored as "\n") and tabs allowed, other control characters not. */
function multiLine(message: string, max: number) {
  return z
    .string({ error: message })
    .overwrite((value) => trimInvisible(normalizeNewlines(value)))
    .min(1, { error: message })
    .max(max, { error: tooLong(max) })
    .refine(isCleanText, { error: textRuleMessage });
}

/** An optional field: absent, null or "" all mean "not given". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : blankToUndefined(value)), schema.optional());
}

const emailField = z
  .string({ error: leadMessages.email })
  .overwrite(trimInvisible)
  .max(leadLimits.email, { error: tooLong(leadLimits.email) })
  .refine((value) => !hasLineBreak(value), { error: leadMessages.singleLine })
  .refine(isCleanLine, { error: textRuleMessage })
  .refine(isEmailAddress, { error: leadMessages.email });

/**
 * Parses a US phone number: digits with spaces, dots, dashes and parentheses, optionally preceded by
 * +1 or 1. Returns the display form "(214) 555-0147", or null when it is not 10 digits.
 */
export function normalizeUsPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null; // "+" followed by anything but a US (+1) number
  if (digits.length !== 10) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const phoneField = z
  .string({ error: leadMessages.phone })
  .trim()
  .max(40, { error: leadMessages.phone })
  .transform((value, ctx) => {
    const normalized = normalizeUsPhone(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: leadMessages.phone });
      return z.NEVER;
    }
    return normalized;
  });

function enumField<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];
  return z.enum(values, { error: message });
}

/** The checkbox posts "yes" (urlencoded); script may send true. Anything else is "not agreed". */
const consentField = z
  .union([z.literal('yes'), z.literal(true)], { error: leadMessages.privacyConsent })
  .transform(() => true as const);

/** Where the visit came from, as src/lib/attribution.ts keeps it: each value at most this long. */
export const attributionLimits = { url: 2000, text: 200 } as const;

const attributionText = optional(requiredLine(leadMessages.attribution, attributionLimits.text));
const attributionUrl = optional(
  requiredLine(leadMessages.attribution, attributionLimits.url).refine(isWebUrl, { error: leadMessages.attribution }),
);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The optional `attribution` of a post (JSON only: a page's script adds it): the visit's landing page
 * and referrer (http(s) URLs), its UTM parameters and ad click ids. Strict: a key not listed is refused.
 */
export const attributionSchema = z.strictObject(
  {
    landingPage: attributionUrl,
    referrer: attributionUrl,
    utmSource: attributionText,
    utmMedium: attributionText,
    utmCampaign: attributionText,
    utmTerm: attributionText,
    utmContent: attributionText,
    gclid: attributionText,
    gbraid: attributionText,
    wbraid: attributionText,
  },
  { error: leadMessages.attribution },
);

export type Attribution = z.output<typeof attributionSchema>;

/** Fields every form posts besides the visitor's answers: which form, the retry key, spam guards. */
const metaFields = {
  attribution: z.preprocess((value) => (value === null ? undefined : value), attributionSchema.optional()),
  formId: z.string({ error: leadMessages.formId }).regex(formIdPattern, { error: leadMessages.formId }),
  idempotencyKey: z
    .string({ error: leadMessages.idempotencyKey })
    .regex(idempotencyKeyPattern, { error: leadMessages.idempotencyKey }),
  /** The server-signed issue time ("<ms>.<hmac>"); may be empty (then the post counts as spam, not as invalid). */
  formToken: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: leadMessages.formToken }).max(200, { error: leadMessages.formToken }).optional(),
  ),
  /** The honeypot: people leave it empty; a filled one marks the post as spam (answered like success). */
  website: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: leadMessages.website }).max(1000, { error: leadMessages.website }).optional(),
  ),
};

/** What every quote request asks, whichever the service. */
const quoteBaseFields = {
  kind: z.literal('quote'),
  ...metaFields,
  firstName: requiredLine(leadMessages.firstName, leadLimits.name),
  lastName: requiredLine(leadMessages.lastName, leadLimits.name),
  email: emailField,
  phone: phoneField,
  address: requiredLine(leadMessages.address, leadLimits.address),
  timeline: enumField(timelineOptions, leadMessages.timeline),
  message: optional(multiLine(leadMessages.message, leadLimits.message)),
  referralSource: optional(enumField(referralSourceOptions, leadMessages.referralSource)),
  privacyConsent: consentField,
};

/**
 * A set of checkboxes: a urlencoded post repeats the field once per box ticked (one box: a string,
 * several: a list), JSON sends a list. Stored as a list of distinct options; none ticked is absent.
 */
function severalField<const T extends readonly { value: string }[]>(options: T, message: string, required: boolean) {
  const list = z.array(enumField(options, message), { error: message }).transform((values) => [...new Set(values)]);
  return z.preprocess(
    (value) => {
      if (value === null || blankToUndefined(value) === undefined) return undefined;
      const values = Array.isArray(value) ? value.filter((item) => blankToUndefined(item) !== undefined) : [value];
      return values.length > 0 ? values : undefined;
    },
    required ? list : list.optional(),
  );
}

function questionField(question: Question): z.ZodType {
  if (isSeveral(question)) return severalField(question.options, question.message, question.required);
  const field = enumField(question.options, question.message);
  return question.required ? field : optional(field);
}

/** The follow-up fields one kind of job of one service asks. */
function jobFields(service: ServiceValue, job: JobKind): Record<string, z.ZodType> {
  return Object.fromEntries(questionsFor(service, job).map((question) => [question.name, questionField(question)]));
}

/**
 * One schema per service, and inside it one per kind of job: the shared fields, the service, the job
 * and only the questions that job asks.
 */
const serviceLeadSchemas = serviceOptions.map((option) => {
  const perJob = jobValuesOf(option.value).map((job) =>
    z.strictObject({
      ...quoteBaseFields,
      service: z.literal(option.value),
      job: z.literal(job),
      ...jobFields(option.value, job),
      // The sales page's estimator: its package and length, and the figures the server computes from them.
      ...(option.value === 'fences' && job === 'new' ? fenceEstimateFields : {}),
    }),
  );
  return z.discriminatedUnion('job', perJob as unknown as [(typeof perJob)[number], ...(typeof perJob)[number][]], {
    error: leadMessages.job,
  });
});

/** "Something else": the shared fields alone, for reporting them when the service or job itself is wrong. */
const otherServiceSchema = serviceLeadSchemas[serviceOptions.findIndex((option) => option.value === 'other')]!;

/** A quote request: valid exactly when the chosen service's job is one of its kinds and that job's questions are answered as they must be. */
export const quoteLeadSchema = z.discriminatedUnion(
  'service',
  serviceLeadSchemas as unknown as [(typeof serviceLeadSchemas)[number], ...(typeof serviceLeadSchemas)[number][]],
  {
    error: leadMessages.service,
  },
);

/**
 * Before validation: a quote post without a service field comes from a fence-only form (the fence
 * sales page) and is a fence request, and a fence request without a job (that form, or a page cached
 * from before the job was asked) is a new fence. A service with one kind of job never asks it: its
 * requests are that kind, whatever a hidden radio of another service posted. A form that offers
 * every service posts the follow-up fields of all of them (without JavaScript they cannot be left
 * out), so the fields of the services and kinds of job not chosen are dropped here; fields no form
 * has are still refused by the strict schemas.
 */
function keepChosenService(input: unknown): unknown {
  if (!isRecord(input) || input.kind !== 'quote') return input;
  const service = input.service === undefined ? 'fences' : input.service;
  const chosen = serviceOptions.find((option) => option.value === service)?.value;
  const kept: Record<string, unknown> = { ...input, service };
  let job = input.job;
  if (chosen === 'fences' && (job === undefined || job === '')) job = 'new';
  const kinds = chosen ? jobValuesOf(chosen) : [];
  if (kinds.length === 1 && (jobKindValues as readonly unknown[]).includes(job ?? kinds[0])) job = kinds[0];
  if (job !== undefined) kept.job = job;
  const chosenJob = kinds.find((kind) => kind === job);
  // An unknown job keeps the service's own fields, so the visitor is told about the job alone.
  const own = new Set<string>(
    chosen
      ? (chosenJob ? questionsFor(chosen, chosenJob) : serviceQuestionsOf(chosen)).map((question) => question.name)
      : [],
  );
  for (const name of serviceQuestionNames) if (!own.has(name)) delete kept[name];
  return kept;
}

function serviceQuestionsOf(service: ServiceValue): readonly Question[] {
  return jobValuesOf(service).flatMap((job) => questionsFor(service, job));
}

/** A contact message needs a way to reply: an e-mail address or a phone number (or both). */
function hasContactMethod(input: { email?: unknown; phone?: unknown }): boolean {
  return blankToUndefined(input.email) !== undefined || blankToUndefined(input.phone) !== undefined;
}

export const contactLeadSchema = z
  .strictObject({
    kind: z.literal('contact'),
    ...metaFields,
    name: requiredLine(leadMessages.name, leadLimits.name),
    email: optional(emailField),
    phone: optional(phoneField),
    message: multiLine(leadMessages.message, leadLimits.message),
  })
  .superRefine((lead, ctx) => {
    if (!hasContactMethod(lead)) ctx.addIssue({ code: 'custom', path: ['email'], message: leadMessages.contactMethod });
  });

export const leadSchema = z
  .preprocess(keepChosenService, z.discriminatedUnion('kind', [quoteLeadSchema, contactLeadSchema]))
  .transform(withFenceEstimate);

export type QuoteLead = z.output<typeof quoteLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;
export type Lead = z.output<typeof leadSchema>;
/** What a form posts, before parsing. */
export type LeadInput = z.input<typeof leadSchema>;

export type LeadValidation = { ok: true; lead: Lead } | { ok: false; errors: Record<string, string> };

/**
 * Validates a submission and returns either the parsed lead or one human message per field
 * (the first problem of each field, keyed by the field's name).
 */
export function validateLead(input: unknown): LeadValidation {
  const result = leadSchema.safeParse(input);
  if (result.success) return { ok: true, lead: result.data };

  // A Map, not a plain object: a field named like a member of Object.prototype ("constructor",
  // "toString", "__proto__") would otherwise read as already set, and its message would be lost.
  const errors = new Map<string, string>();
  const note = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) note(key, leadMessages.unknownField);
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (field === 'kind') note('kind', leadMessages.kind);
    else if (field === 'service') note('service', leadMessages.service);
    else if (field === 'job') note('job', leadMessages.job);
    else note(field, field === 'form' ? leadMessages.form : issue.message);
  }
  // An unknown or missing service or job stops the union before the shared fields are looked at;
  // check those too, so the visitor learns everything to fix in one round.
  if ((errors.has('service') || errors.has('job')) && isRecord(input) && input.kind === 'quote') {
    const shared = otherServiceSchema.safeParse(keepChosenService({ ...input, service: 'other', job: 'new' }));
    if (!shared.success)
      for (const issue of shared.error.issues) if (issue.path.length > 0) note(String(issue.path[0]), issue.message);
  }
  // zod skips an object's own refinement once a field has failed; a visitor should still learn
  // about the missing reply method in the same round.
  if (isRecord(input) && input.kind === 'contact' && !errors.has('email') && !hasContactMethod(input)) {
    errors.set('email', leadMessages.contactMethod);
  }
  // Object.fromEntries defines own properties, so even "__proto__" stays a field name.
  const entries = [...errors];
  return {
    ok: false,
    errors: Object.fromEntries(isRecord(input) && input.kind === 'quote' ? inFormOrder(entries) : entries),
  };
}

/** The errors in the order of the form's fields, so the summary reads top to bottom. */
function inFormOrder(errors: [string, string][]): [string, string][] {
  const rank = (field: string) =>
    quoteFieldNames.includes(field) ? quoteFieldNames.indexOf(field) : quoteFieldNames.length;
  return errors.sort(([a], [b]) => rank(a) - rank(b));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
