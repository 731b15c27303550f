/** The Privacy Policy (src/content/privacyPolicy.ts): one legal document. */
import { z } from 'zod';
import { legalDocument } from './legal';

export const privacyPolicyContent = z.strictObject({ privacyPolicy: legalDocument });

/** The module's exports, as the schema reads them. */
export type PrivacyPolicyContent = z.infer<typeof privacyPolicyContent>;
