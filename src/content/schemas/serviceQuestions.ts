/**
 * The quote form's follow-up questions per service (src/content/serviceQuestions.ts). Every group
 * sits in the one form, so field names are unique across services.
 */
import { z } from 'zod';
import { serviceOptions } from '../quoteOptions';
import { choices } from './quoteOptions';
import { distinct, text } from './shapes';

/** The service values of the quote form: every one has a group of questions, maybe empty. */
const serviceValue = z.enum(serviceOptions.map((option) => option.value));

/** A follow-up field's name in the form and the lead, camelCase: "fenceLength". */
const fieldName = z.string().regex(/^[a-z][a-zA-Z]*$/, 'a camelCase field name like "fenceLength"');

/** A follow-up question: a select. */
export const serviceQuestion = z.strictObject({
  name: fieldName,
  label: text,
  /** The empty first option of the select. */
  placeholder: text,
  /** Shown next to the field when it is required and missing. */
  message: text,
  /** A required question must be answered; the others help but may be skipped. */
  required: z.boolean(),
  options: choices,
});
export type ServiceQuestion = z.infer<typeof serviceQuestion>;

/** A service's questions, one fieldset: one to three questions under a legend, or none and no fieldset. */
export const serviceQuestionGroup = z.union([
  z.strictObject({
    /** The fieldset's legend. */
    legend: text,
    questions: z.array(serviceQuestion).min(1).max(3).readonly(),
  }),
  z.strictObject({ legend: z.literal(''), questions: z.tuple([]).readonly() }),
]);
export type ServiceQuestionGroup = z.infer<typeof serviceQuestionGroup>;

export const serviceQuestionsContent = z.strictObject({
  /** Each service's group of questions. */
  serviceQuestions: z.record(serviceValue, serviceQuestionGroup),
  /** Every follow-up field name: no name used twice. */
  serviceQuestionNames: z
    .array(fieldName)
    .readonly()
    .refine((names) => distinct(names), 'a field name used twice'),
});

/** The module's exports, as the schema reads them. */
export type ServiceQuestionsContent = z.infer<typeof serviceQuestionsContent>;
