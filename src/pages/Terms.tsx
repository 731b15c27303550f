import { LegalDocument } from '../components/sections/LegalDocument';
import { PageHeader } from '../components/sections/PageHeader';
import { sectionWords } from '../content/sectionWords';
import { termsOfUse } from '../content/termsOfUse';

/** Terms of Use: static legal text, last updated May 20, 2023; links to the Privacy Policy. */
export default function TermsPage() {
  return (
    <>
      <PageHeader eyebrow={sectionWords.legal.eyebrow} title={termsOfUse.title}>
        {termsOfUse.summary}
      </PageHeader>
      <LegalDocument document={termsOfUse} />
    </>
  );
}
