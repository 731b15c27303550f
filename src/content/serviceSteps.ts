/**
 * What happens after a quote request, by service and kind of job: each kind's steps in its service's
 * file, content/services/<service>.json (./serviceFiles.ts), placeholders filled. ./thankYouSteps.ts
 * shows them. Its own module so that the page that shows them carries them, and no other.
 * Plain data: webpack replaces this module by its value (./pageCopyModules.ts).
 */
import type { PerRequest } from './schemas/thankYouSteps';
import { readServices } from './serviceFiles';

const { services } = readServices();

export const requestSteps = Object.fromEntries(
  Object.entries(services).map(([service, file]) => [
    service,
    Object.fromEntries(file.jobs.map((kind) => [kind.id, kind.steps])),
  ]),
) as PerRequest<readonly string[]>;
