/**
 * The 26 content pages that links in the content point at (sub-services, case studies, portfolio
 * views, garden design process): every index entry has its copy and the other way round, each
 * page has what the issue asks for, and nothing points at a page or picture that does not exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { caseStudies } from './caseStudies';
import { caseStudyDetails } from './caseStudyDetails';
import { caseStudyEntries } from './caseStudyDetails.entries';
import { galleryItems } from './gallery';
import * as gardenDesignProcess from './gardenDesignProcess';
import { portfolio, residentialItems } from './portfolio';
import {
  groupParents,
  groupSourceFiles,
  subServiceEntries,
  type SubServiceContent,
  type SubServiceGroup,
} from './subServices';
import { subServiceEntry } from './subServices/subServiceEntry';
import { pages as artificialTurf } from './subServices/artificialTurf';
import { pages as design } from './subServices/design';
import { pages as fences } from './subServices/fences';
import { pages as foundationRepair } from './subServices/foundationRepair';
import { pages as irrigation } from './subServices/irrigation';
import { pages as landscaping } from './subServices/landscaping';
import { fenceWarranty, terms, workmanshipYearsRange } from './business';
import { findEntry, registry } from './registry';
import { PHOTO_URL_DIR } from './images/photoVariants';
import { dataFiles } from './schemas/dataFiles';
import { allImages } from './images';

const byGroup: Record<SubServiceGroup, SubServiceContent[]> = {
  fences,
  landscaping,
  design,
  irrigation,
  'artificial-turf': artificialTurf,
  'foundation-repair': foundationRepair,
};
const allContent = Object.values(byGroup).flat();

/** Every string anywhere in a value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const imageFile = (src: string) => `static${src}`;

describe('sub-service pages', () => {
  test('the entries and the copy list the same pages, each in its parent service’s file, every service with some', () => {
    for (const group of Object.keys(groupParents) as (keyof typeof groupParents)[])
      expect(subServiceEntries.filter((entry) => entry.group === group).length).toBeGreaterThan(0);
    expect(allContent.map((c) => c.path).sort()).toEqual(subServiceEntries.map((p) => p.path).sort());
    for (const page of subServiceEntries) {
      expect(byGroup[page.group].some((c) => c.path === page.path)).toBe(true);
      expect(page.path.startsWith(`${groupParents[page.group]}/`)).toBe(true);
      expect(existsSync(groupSourceFiles[page.group])).toBe(true);
    }
  });

  test('an entry takes its label, title and description from its page in the owner’s file, and refuses an address the file has no page for', () => {
    const [first] = fences;
    const entry = subServiceEntries.find(({ path }) => path === first!.path)!;
    expect(entry.label.length).toBeGreaterThan(3);
    expect(entry.title).not.toBe(entry.label);
    // The owner changed a page's "path" in the file: the code's address no longer finds its words.
    expect(() => subServiceEntry('fences')('/services/fences/installing')).toThrow(
      'content/pages/fence-services.json has no page whose path is /services/fences/installing',
    );
  });

  test('a page file that changes a page’s address is refused, naming the field', () => {
    const file = JSON.parse(readFileSync('content/pages/fence-services.json', 'utf8')) as { pages: { path: string }[] };
    const { schema } = dataFiles['pages/fence-services.json']!;
    expect(schema.safeParse(file).success).toBe(true);
    file.pages[2]!.path = '/services/fences/gate';
    const result = schema.safeParse(file);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['pages', 2, 'path'], message: expect.stringContaining('Keep the page’s address') }),
    ]);
  });

  test.each(allContent.map((c) => [c.path, c] as const))(
    '%s has a hero, includes, steps, a warranty, 3-5 FAQs, related links and a CTA',
    (path, content) => {
      expect(content.hero.title.length).toBeGreaterThan(5);
      expect(content.hero.backgroundImage.alt.length).toBeGreaterThan(10);
      expect(content.included.items.length).toBeGreaterThanOrEqual(5);
      expect(content.process.steps.length).toBeGreaterThanOrEqual(3);
      expect(content.warranty.text.length).toBeGreaterThan(60);
      expect(content.faqs.length).toBeGreaterThanOrEqual(3);
      expect(content.faqs.length).toBeLessThanOrEqual(5);
      for (const faq of content.faqs) expect(faq.answer.length).toBeGreaterThan(80);
      expect(content.related.length).toBeGreaterThanOrEqual(3);
      expect(content.related).not.toContain(path);
      expect(content.cta.title.length).toBeGreaterThan(5);
    },
  );

  test('related links point at pages of the registry, and each page links back to its parent', () => {
    for (const content of allContent) {
      for (const link of content.related) expect(findEntry(link)?.path).toBe(link);
      expect(content.related).toContain(findEntry(content.path)!.parent);
    }
  });

  test('each service states the warranty that applies to it', () => {
    const warrantyText = (c: SubServiceContent) =>
      `${c.warranty.title} ${c.warranty.text} ${c.warranty.points.join(' ')}`;
    for (const c of fences) {
      expect(warrantyText(c)).toContain(terms.materialWarrantyYears);
      expect(warrantyText(c)).toContain(fenceWarranty.lifetimeName);
      expect(warrantyText(c)).toContain(`${workmanshipYearsRange} year workmanship warranty`);
    }
    for (const c of irrigation) expect(warrantyText(c)).toContain(terms.irrigationWarranty);
    for (const c of artificialTurf) expect(warrantyText(c)).toContain(`${terms.turfWarrantyYears}-year`);
    for (const c of foundationRepair) expect(warrantyText(c)).toContain(terms.foundationWarranty);
    for (const c of design) expect(warrantyText(c)).toContain(`${terms.designFeeDiscountPercent}%`);
    for (const c of landscaping) expect(warrantyText(c)).toMatch(/written/i);
  });
});

describe('case study pages', () => {
  test('index, story and card data cover the same projects', () => {
    const slugs = caseStudies.map((s) => s.slug).sort();
    expect(caseStudyEntries.map((p) => p.slug).sort()).toEqual(slugs);
    expect(caseStudyDetails.map((d) => d.slug).sort()).toEqual(slugs);
    for (const page of caseStudyEntries) expect(page.path).toBe(`/case-studies/${page.slug}`);
  });

  test('each links to a service page that exists', () => {
    for (const detail of caseStudyDetails) expect(findEntry(detail.servicePath)).toBeDefined();
  });
});

describe('portfolio views', () => {
  test('the residential portfolio holds exactly the residential gallery projects', () => {
    expect(residentialItems.length).toBeGreaterThan(0);
    expect(residentialItems.every((item) => item.segment === 'residential')).toBe(true);
    expect(residentialItems.length).toBe(galleryItems.filter((item) => item.segment === 'residential').length);
  });

  test('the portfolio groups cover every gallery category and link to real pages', () => {
    const categories = new Set(galleryItems.map((item) => item.category));
    expect(new Set(portfolio.groups.map((g) => g.category))).toEqual(categories);
    for (const group of portfolio.groups)
      for (const service of group.services) expect(findEntry(service.link)).toBeDefined();
  });
});

describe('the sub-pages: sub-services, case studies, the portfolios and the design process', () => {
  const copy = [allContent, caseStudyDetails, gardenDesignProcess, portfolio];

  test('are in the registry at priority 0.6, monthly, with a parent', () => {
    const generated = [
      ...subServiceEntries.map((p) => p.path),
      ...caseStudyEntries.map((p) => p.path),
      '/portfolio',
      '/residential-portfolio',
      '/garden-design-process',
    ];
    for (const path of generated) {
      const route = registry.find((r) => r.path === path);
      expect(route).toMatchObject({ priority: 0.6, changefreq: 'monthly' });
      expect(findEntry(route!.parent!)).toBeDefined();
    }
  });

  test('use only pictures that exist: illustrations in static/images, photo originals in photos/', () => {
    const sources = strings(copy).filter((s) => s.startsWith('/images/'));
    expect(sources.length).toBeGreaterThan(20);
    for (const src of sources) {
      // A photo's src is a variant the build makes from its original.
      const photo = src.startsWith(`${PHOTO_URL_DIR}/`) ? allImages.find((image) => image.src === src) : undefined;
      expect(existsSync(photo ? `photos/${photo.file}` : imageFile(src))).toBe(true);
    }
  });

  test('hold no placeholder copy', () => {
    for (const text of strings(copy)) expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD|placeholder/i);
  });
});
