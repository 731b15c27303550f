import { LegalDocument } from '../components/sections/LegalDocument';
import { PageHeader } from '../components/sections/PageHeader';
import { sectionWords } from '../content/sectionWords';
import { privacyPolicy } from '../content/privacyPolicy';

/** Privacy Policy: static legal text, last updated May 20, 2023. */
export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={sectionWords.legal.eyebrow} title={privacyPolicy.title}>
        {privacyPolicy.summary}
      </PageHeader>
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
