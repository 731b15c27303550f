/**
 * Copy of the four landscape design sub-service pages: custom plans, space planning, visual
 * presentations and the design process. The words are the owner's, in
 * content/pages/design-services.json, each page with its questions; the design-fee credit, the
 * reply promise and the claims are placeholders filled from business.ts (../pageCopy.ts). The four
 * pages share one terms box, written once in the file. Plain data: webpack replaces this module by
 * its value.
 */
import { readPage } from '../pageCopy';
import type { SubServiceContent, SubServiceHead, WarrantyContent } from '../schemas/subService';

/** content/pages/design-services.json as read: the shared terms, and each page with its entry's words. */
export interface DesignServicesWords {
  designTerms: WarrantyContent;
  pages: (Omit<SubServiceContent, 'warranty'> & { head: SubServiceHead })[];
}

const { designTerms, pages: written } = readPage('design-services') as DesignServicesWords;

// The entry's words go to the registry (./pageHeads.ts), not to the page's copy.
export const pages: SubServiceContent[] = written.map(({ head: _head, ...page }) => ({ ...page, warranty: designTerms }));
