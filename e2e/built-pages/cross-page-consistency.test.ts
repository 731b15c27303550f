/**
 * One true story on every page: walks every prerendered page in the build and checks what a careful
 * reader would compare between pages.
 * - A picture has one alt text and one caption everywhere (the image catalogue's).
 * - Business figures (founding year, years in business, customers, team, satisfaction, fence
 *   warranty terms) agree with business.ts.
 * - No link to a social network's home page instead of a profile.
 * - American spelling.
 * Rules: the pages are the build's files (every registered page among them), the facts those of
 * src/content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { htmlFileFor, siteDir } from '../../server/site/buildOutput';
import { business, fenceWarranty, stats, terms } from '../../src/content/business';
import { galleryProjects } from '../../src/content/galleryProjects';
import { allImages } from '../../src/content/images';
import { registry } from '../sitePages';

const distDir = siteDir();

/** Every prerendered page: dist/**\/index.html and the 404 page. */
function pageFiles(dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'index.html' || full === path.join(distDir, '404.html') ? [full] : [];
  });
}

const pages = pageFiles().map((file) => {
  const root = parse(readFileSync(file, 'utf8'));
  const body = root.querySelector('body')!;
  for (const node of body.querySelectorAll('script, style, template')) node.remove();
  return {
    route: `/${path.relative(distDir, path.dirname(file))}`.replace(/\/\.$/, '/').replace(/\/404\.html$/, '/404'),
    body,
  };
});

/** What a reader can see or hear: text, alt texts and accessible labels, on one line. */
const readable = (body: HTMLElement): string =>
  [
    body.textContent,
    ...body.querySelectorAll('[alt]').map((el) => el.getAttribute('alt')),
    ...body.querySelectorAll('[aria-label]').map((el) => el.getAttribute('aria-label')),
  ]
    .join(' ')
    .replace(/\s+/g, ' ');

// The gallery projects' pictures are theirs (content/gallery/), beside the catalogue's.
const byKey = new Map([...allImages, ...galleryProjects.map((item) => item.image)].map((image) => [image.key, image]));

test('the build has every registered page to walk', () => {
  expect(pageFiles()).toEqual(
    expect.arrayContaining(registry.map((entry) => path.join(distDir, htmlFileFor(entry.path)))),
  );
});

describe.each(pages.map((page) => [page.route, page] as const))('%s', (_route, { body }) => {
  test('shows each catalogue picture with its one alt text and caption', () => {
    for (const img of body.querySelectorAll('img')) {
      const src = img.getAttribute('src')!;
      if (src === '/images/logo.svg') continue; // the brand mark, part of the page shell
      const image = byKey.get(img.getAttribute('data-image') ?? '');
      expect({ src, key: image?.src }).toEqual({ src, key: src });
      const alt = img.getAttribute('alt')!;
      // Empty for a decorative background; "Before: …"/"After: …" where shown as one view of a pair.
      if (alt !== '') expect(alt.replace(/^(Before|After): /, '')).toBe(image!.alt);
      const caption = img.closest('figure')?.querySelector('figcaption')?.textContent.replace(/\s+/g, ' ');
      if (caption !== undefined) {
        expect(image!.caption).toBeDefined();
        expect(caption).toContain(image!.caption);
        if (image!.project && !/^(Before|After): /.test(alt)) expect(caption).toContain(image!.project.city);
      }
    }
  });

  test('states business figures as business.ts does', () => {
    const text = readable(body);
    for (const [, year] of text.matchAll(/\b(?:since|started in|founded in) (\d{4})\b/gi))
      expect(Number(year)).toBe(business.foundingYear);
    for (const [, years] of text.matchAll(/\b(\d+)\+? years? (?:in business|in DFW|of experience|building)/gi))
      expect(years).toBe(stats.yearsInBusiness);
    for (const [, team] of text.matchAll(/\bteam of (\d+)/gi)) expect(team).toBe(stats.team);
    // Counters: the figure each label stands for.
    const counted: Record<string, string> = {
      'Customers served': stats.customers,
      'Properties fenced': stats.propertiesFenced,
      'Customer satisfaction': stats.satisfaction,
      'Team members': stats.team,
      'Years in business': stats.yearsInBusiness,
      'Years in DFW': stats.yearsInBusiness,
      'Years of experience': stats.yearsInBusiness,
      'Years building fences in DFW': stats.yearsInBusiness,
    };
    for (const counter of body.querySelectorAll('[data-counter-target]')) {
      const label = counter.querySelectorAll('p')[1]!.textContent.trim();
      expect({ label, known: label in counted }).toEqual({ label, known: true });
      expect(counter.querySelector('[data-counter-value]')!.textContent).toBe(counted[label]);
    }
    // The fence warranty: a lifetime promise only on what it covers, and only the package terms.
    expect(text).not.toMatch(/lifetime workmanship/i);
    for (const [, years] of text.matchAll(/\b(\d+)-year workmanship warranty/gi)) {
      expect(Object.values(fenceWarranty.workmanshipYears)).toContain(Number(years));
    }
    const words = (phrase: string) => phrase.toLowerCase().replace(/,/g, '');
    const lifetimePromises = [fenceWarranty.lifetimeName, terms.foundationWarranty].map(words);
    for (const [phrase] of text.matchAll(/\blifetime\b[^.;:]{0,25}/gi)) {
      expect({ phrase, known: lifetimePromises.some((promise) => words(phrase).startsWith(promise)) }).toEqual({
        phrase,
        known: true,
      });
    }
  });

  test('links to social profiles only, never to a network’s home page', () => {
    const hrefs = body.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!);
    expect(
      hrefs.filter((href) =>
        /^https?:\/\/(www\.)?(facebook|instagram|youtube|twitter|x|linkedin|tiktok|pinterest)\.com\/?$/i.test(href),
      ),
    ).toEqual([]);
  });

  test('uses American spelling', () => {
    const british =
      /\b(itemis(e|ed|es|ing)|travell(ed|ing|er)|colou?rs?(?<=our|ours)|neighbour\w*|centre\w*|metres?|licence|organis(e|ed|ing|ation)|favourite\w*|behaviour\w*|realis(e|ed|ing)|recognis(e|ed|ing)|analys(e|ed|ing)|modell(ed|ing)|cancell(ed|ing)|programme|aluminium|grey|whilst|enquir(y|ies)|defence|mould\w*|storey)\b/gi;
    expect(readable(body).match(british) ?? []).toEqual([]);
  });
});

test('the spelling check would catch a British spelling', () => {
  const sample = parse(
    '<body><p>Your itemised quote, and our crews travelling to your neighbourhood.</p></body>',
  ).querySelector('body')!;
  expect(readable(sample).match(/\b(itemis(e|ed)|travell(ed|ing)|neighbour\w*)\b/gi)).toEqual([
    'itemised',
    'travelling',
    'neighbourhood',
  ]);
});
