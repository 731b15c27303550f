/**
 * What each quote request is called in its thank-you page's heading ("Thank you: your fence repair
 * request reached us"), by service and kind of job: each kind's "request name" in its service's
 * file, content/services/<service>.json (./serviceFiles.ts). Read by ./thankYou.entry.ts.
 * Plain data: webpack replaces this module by its value (./pageCopyModules.ts).
 */
import type { PerRequest } from './schemas/thankYouSteps';
import { readServices } from './serviceFiles';

const { services } = readServices();

export const requestNames = Object.fromEntries(
  Object.entries(services).map(([service, file]) => [
    service,
    Object.fromEntries(file.jobs.map((kind) => [kind.id, kind.requestName])),
  ]),
) as PerRequest<string>;
