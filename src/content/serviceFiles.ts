/**
 * Reads the services, one file each: content/services/<service>.json (its schema: ./schemas/serviceFile.ts),
 * named by the service's id (./serviceIds.ts), placeholders filled. Node only: the modules that call it
 * (./jobKinds.ts, ./serviceQuestions.ts, ./quoteOptions.ts, ./serviceSteps.ts, ./serviceRequestNames.ts)
 * are replaced by their values when webpack builds (scripts/buildTimeValue.ts, listed in
 * ./pageCopyModules.ts), so each carries its part of the services to the page that uses it, and the
 * browser never gets this file reading or zod. Read, not imported, so the dev server's rebuild sees an edit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// The schemas' values are used here, in Node: every module reading a service is built as its value, never zod.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { otherServiceFile, serviceFile } from './schemas/serviceFile';
import type { OtherServiceFile, ServiceFile } from './schemas/serviceFile';
import { serviceValues, type ServiceValue } from './serviceIds';

/** Where the service files are, from the project's root. */
export const SERVICES_DIR = 'content/services';

/** The file of a service, from the project's root: "content/services/fences.json". */
export const serviceFilePath = (service: ServiceValue): string => path.posix.join(SERVICES_DIR, `${service}.json`);

function parsed<T>(service: ServiceValue, schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: { message: string } } }, root: string): T {
  const file = serviceFilePath(service);
  const result = schema.safeParse(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
  if (!result.success)
    throw new Error(`${file} has mistakes: run npm run build:content to see what to write (${result.error?.message})`);
  return result.data as T;
}

/** The services with kinds of job, questions and steps of their own: every one but "Something else". */
export type StepsService = Exclude<ServiceValue, 'other'>;

export interface ServiceRecords {
  /** Every service but "Something else", in the form's order. */
  services: Record<StepsService, ServiceFile>;
  other: OtherServiceFile;
}

/** Every service's file as the pages show it. `root` is the project's root (a test's temporary copy). */
export function readServices(root = '.'): ServiceRecords {
  const services = Object.fromEntries(
    serviceValues
      .filter((service): service is StepsService => service !== 'other')
      .map((service) => [service, parsed<ServiceFile>(service, serviceFile, root)]),
  ) as Record<StepsService, ServiceFile>;
  return { services, other: parsed<OtherServiceFile>('other', otherServiceFile, root) };
}
