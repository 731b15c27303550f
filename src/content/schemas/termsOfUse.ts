/** The Terms of Use (src/content/termsOfUse.ts): one legal document. */
import { z } from 'zod';
import { legalDocument } from './legal';

export const termsOfUseContent = z.strictObject({ termsOfUse: legalDocument });

/** The module's exports, as the schema reads them. */
export type TermsOfUseContent = z.infer<typeof termsOfUseContent>;
