/**
 * The follow-up questions of the quote form, per service and kind of job: each service's file,
 * content/services/<service>.json (./serviceFiles.ts). The two or three things the estimator needs
 * to price a visit. Only the chosen service's and job's questions show; the lead schema validates
 * only those. A `required` question must be answered; the others help but may be skipped.
 *
 * `jobs` lists the kinds of job that ask a question; without it, every kind of the service asks it.
 * A question with `several: true` is a set of checkboxes (symptoms that can come together); the
 * others are selects.
 *
 * Field names are unique across services, so every group can sit in one form (visitors without
 * JavaScript get all of them, and the server keeps only the chosen service's and job's answers):
 * the content check refuses a name used twice. Plain data: webpack replaces this module by its value.
 */
import type { ServiceQuestion, ServiceQuestionGroup, ServiceQuestionsContent } from './schemas/serviceQuestions';
import type { ServiceQuestionFile } from './schemas/serviceFile';
import { readServices } from './serviceFiles';
import { serviceValues, type ServiceValue } from './serviceIds';

const { services } = readServices();

/** A question of a service file as the form asks it. */
function question({ id, label, placeholder, hint, message, required, several, jobs, options }: ServiceQuestionFile) {
  const shown = { name: id, label, ...(several ? { hint } : { placeholder }), message, required };
  return {
    ...shown,
    ...(several && { several }),
    ...(jobs?.length && { jobs }),
    options,
  } as ServiceQuestion;
}

export const serviceQuestions = Object.fromEntries(
  serviceValues.map((service): [ServiceValue, ServiceQuestionGroup] => [
    service,
    service === 'other'
      ? { legend: '', questions: [] }
      : { legend: services[service].questionsTitle, questions: services[service].questions.map(question) },
  ]),
) as Record<ServiceValue, ServiceQuestionGroup>;

/**
 * Questions no form asks any more, so that leads stored with them still show their answers (each
 * service file's "Questions no longer asked"): the foundation form asked for one sign
 * (`foundationSymptom`) before it took several, and irrigation's "What do you need?" (`irrigationNeed`)
 * overlapped the kinds of job.
 */
export const legacyQuestions = Object.fromEntries(
  Object.entries(services)
    .filter(([, file]) => file.oldQuestions?.length)
    .map(([service, file]) => [
      service,
      file.oldQuestions!.map(({ id, label, options }) => ({ name: id, label, options })),
    ]),
) as ServiceQuestionsContent['legacyQuestions'];

/** Every follow-up field name, whichever service it belongs to. */
export const serviceQuestionNames: readonly string[] = Object.values(serviceQuestions).flatMap((group) =>
  group.questions.map((item) => item.name),
);
