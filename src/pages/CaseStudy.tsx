/**
 * One fence case study (/case-studies/<slug>), for every study of content/case-studies/: the property and the problem, what we
 * built and why, before and after pictures, the result and a call to action. The card facts and
 * pictures come from caseStudies.ts (shared with /case-studies), the story from caseStudyDetails.ts;
 * the page finds both by its registry entry's slug.
 */
import { Link } from 'react-router-dom';
import { usePageEntry } from '../components/ui/currentPage';
import { BeforeAfterFigures } from '../components/sections/BeforeAfterFigures';
import { Breadcrumbs } from '../components/seo/Breadcrumbs';
import { CaseStudyCard } from '../components/sections/CaseStudyCard';
import { ContactActions } from '../components/quote/ContactActions';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Hero } from '../components/sections/Hero';
import { Icon } from '../components/ui/Icon';
import { ProjectFacts } from '../components/sections/ProjectFacts';
import { Section } from '../components/ui/Section';
import { TestimonialCard } from '../components/sections/Testimonials';
import { findCaseStudyDetail } from '../content/caseStudyDetails';
import { caseStudies, study as words } from '../content/caseStudies';
import { caseStudyEntries } from '../content/caseStudyDetails.entries';
import { fillOwn } from '../content/ownValues';
import { findEntry } from '../content/registry';

// The portfolio exists only while the gallery holds a project (src/content/portfolio.entries.ts).
const moreLinks = [
  { text: words.more.allStudies, link: '/case-studies' },
  { text: words.more.gallery, link: '/gallery' },
  { text: words.more.portfolio, link: '/portfolio' },
].filter((link) => findEntry(link.link));

export default function CaseStudyPage() {
  const entry = usePageEntry();
  const slug = caseStudyEntries.find((page) => page.path === entry.path)?.slug;
  const study = caseStudies.find((s) => s.slug === slug);
  const detail = slug && findCaseStudyDetail(slug);
  if (!study || !detail) throw new Error(`CaseStudy: no case study for ${entry.path}`);
  const service = findEntry(detail.servicePath);
  const others = caseStudies.filter((s) => s.slug !== slug);
  const { location } = study;

  return (
    <>
      <Hero
        eyebrow={fillOwn(words.heroEyebrow, { location })}
        breadcrumbs={<Breadcrumbs />}
        content={{
          title: study.title,
          highlightedText: fillOwn(words.heroHighlight, { location }),
          subtitle: detail.subtitle,
          primaryCTA: { text: words.quoteButton, quoteDialog: true },
          secondaryCTA: { text: words.allStudiesButton, link: '/case-studies' },
          backgroundImage: study.imageAfter,
        }}
      />

      <Section id="problem" heading={{ eyebrow: words.problem.eyebrow, title: words.problem.title }} center={false}>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <div className="space-y-5 text-lg leading-8 text-ink-700">
              {detail.problem.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className="mt-8 text-lg font-bold text-brand-800">{words.problem.wanted}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {detail.brief.map((item) => (
                <li key={item} className="card flex items-start gap-3 rounded-xl p-4 leading-7 text-ink-900">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-cedar-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <ProjectFacts
            title={words.problem.factsTitle}
            facts={[
              { label: words.problem.location, value: location },
              { label: words.problem.fence, value: study.fenceType },
              ...detail.facts,
            ]}
          />
        </div>
      </Section>

      <Section
        id="solution"
        tone="sand"
        heading={{ eyebrow: words.solution.eyebrow, title: words.solution.title, intro: detail.solution.intro }}
      >
        <FeatureGrid items={detail.solution.decisions} tone="solid" columns={2} />
      </Section>

      <Section id="before-after" heading={{ eyebrow: words.beforeAfter.eyebrow, title: words.beforeAfter.title }}>
        <BeforeAfterFigures before={study.imageBefore} after={study.imageAfter} />
      </Section>

      <Section
        id="result"
        tone="sand"
        heading={{ eyebrow: words.result.eyebrow, title: words.result.title }}
        center={false}
      >
        {/* Beside the customer's review when the owner picked one; without it, one column of reading width. */}
        <div className={detail.review ? 'grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start' : 'max-w-3xl'}>
          <div>
            <p className="flex gap-3 rounded-xl bg-white p-5 text-lg leading-8 text-ink-900 shadow-sm ring-1 ring-cedar-300/40">
              <Icon name="award" className="mt-1 size-6 shrink-0 text-cedar-600" />
              <span>{study.result}</span>
            </p>
            <div className="mt-6 space-y-4 leading-7 text-ink-700">
              {detail.outcome.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {detail.outcome.points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-ink-900">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 leading-7 text-ink-700">
              {words.result.warranty}
              {service && (
                <>
                  {' '}
                  <Link to={service.path} className="font-semibold text-cedar-700 underline underline-offset-4">
                    {fillOwn(words.result.moreAbout, { service: service.label })}
                  </Link>
                </>
              )}
            </p>
          </div>
          {/* A wrapper, so the card keeps its own height instead of stretching to the column's. */}
          {detail.review && (
            <div>
              <TestimonialCard testimonial={detail.review} />
            </div>
          )}
        </div>
      </Section>

      <Section
        id="more"
        heading={{ eyebrow: words.more.eyebrow, title: others.length ? words.more.title : words.more.titleAlone }}
      >
        {/* The only study has no others to show: the links to the rest of the work stay. */}
        {others.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <CaseStudyCard
                  study={other}
                  detail={{ text: words.more.readStudy, link: `/case-studies/${other.slug}` }}
                  tags={[other.location, other.fenceType]}
                />
              </li>
            ))}
          </ul>
        )}
        <nav aria-label={words.more.linksName} className={others.length > 0 ? 'mt-10' : undefined}>
          <ul className="flex flex-wrap justify-center gap-3">
            {moreLinks.map((link) => (
              <li key={link.link}>
                <Link to={link.link} className="btn-secondary text-brand-800">
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      <ContactActions content={words.cta} />
    </>
  );
}
