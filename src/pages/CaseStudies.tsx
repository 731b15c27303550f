/**
 * Case studies: the owner's before/after fence projects, each with its result, a link to the gallery
 * and a link to its own case study page; what every customer gets; a call to action. With no study
 * (the site ships none: the owner adds their own jobs) the list and its heading are absent.
 */
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { CaseStudyCard } from '../components/sections/CaseStudyCard';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Hero } from '../components/sections/Hero';
import { Section } from '../components/ui/Section';
import { caseStudies, cta, hero, heroEyebrow, included, listSection, study as studyPage } from '../content/caseStudies';

export default function CaseStudiesPage() {
  return (
    <>
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      {caseStudies.length > 0 && (
        <Section id="projects" heading={listSection}>
          <ul className="space-y-10">
            {caseStudies.map((study) => (
              <li key={study.slug}>
                <CaseStudyCard
                  study={study}
                  layout="wide"
                  tags={[study.location, study.fenceType]}
                  detail={{ text: studyPage.more.readStudy, link: `/case-studies/${study.slug}` }}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="included" tone="sand" heading={included}>
        <FeatureGrid items={included.items} />
      </Section>

      <ClosingCta content={cta} />
    </>
  );
}
