/** The steps after each request, by service and kind of job (src/content/serviceSteps.ts): as thankYouSteps.ts checks them. */
import { z } from 'zod';
import { thankYouStepsContent } from './thankYouSteps';

export const serviceStepsContent = z.strictObject({ requestSteps: thankYouStepsContent.shape.requestSteps });
