/**
 * The quote form's follow-up questions per service and kind of job (src/content/serviceQuestions.ts).
 * Every group sits in the one form, so field names are unique across services.
 */
import { z } from 'zod';
import { jobKindValues, serviceValues } from '../serviceIds';
import { choice, choices } from './quoteOptions';
import { distinct, text } from './shapes';

/** The service values of the quote form: every one has a group of questions, maybe empty. */
const serviceValue = z.enum(serviceValues);

/** A follow-up field's name in the form and the lead, camelCase: "fenceLength". */
const fieldName = z.string().regex(/^[a-z][a-zA-Z]*$/, 'a camelCase field name like "fenceLength"');

const questionBase = {
  name: fieldName,
  label: text,
  /** Shown next to the field when it is required and missing, or when an answer is not an option. */
  message: text,
  /** A required question must be answered (a checkbox set: at least one box); the others may be skipped. */
  required: z.boolean(),
  /** The kinds of job that ask it; absent: every kind of the service. */
  jobs: z.array(z.enum(jobKindValues)).min(1).readonly().optional(),
  options: choices,
};

/** A follow-up question: a select (one answer) or, with `several`, a set of checkboxes. */
export const serviceQuestion = z.union([
  z.strictObject({
    ...questionBase,
    /** The empty first option of the select. */
    placeholder: text,
  }),
  z.strictObject({
    ...questionBase,
    several: z.literal(true),
    /** Shown after the label, e.g. "(choose all that apply)". */
    hint: text,
  }),
]);
export type ServiceQuestion = z.infer<typeof serviceQuestion>;

/** A service's questions, one fieldset: up to six (each kind of job asks at most three), or none and no fieldset. */
export const serviceQuestionGroup = z.union([
  z.strictObject({
    /** The fieldset's legend. */
    legend: text,
    questions: z.array(serviceQuestion).min(1).max(6).readonly(),
  }),
  z.strictObject({ legend: z.literal(''), questions: z.tuple([]).readonly() }),
]);
export type ServiceQuestionGroup = z.infer<typeof serviceQuestionGroup>;

/** A question no form asks any more: its label and options, to show the answers of leads stored with it. */
const legacyQuestion = z.strictObject({ name: fieldName, label: text, options: z.array(choice).min(2).readonly() });

export const serviceQuestionsContent = z.strictObject({
  /** Each service's group of questions. */
  serviceQuestions: z.record(serviceValue, serviceQuestionGroup),
  /** Questions of earlier forms, per service, for showing stored leads. */
  legacyQuestions: z.partialRecord(serviceValue, z.array(legacyQuestion).readonly()),
  /** Every follow-up field name: no name used twice. */
  serviceQuestionNames: z
    .array(fieldName)
    .readonly()
    .refine((names) => distinct(names), 'a field name used twice'),
});

/** The module's exports, as the schema reads them. */
export type ServiceQuestionsContent = z.infer<typeof serviceQuestionsContent>;
