/**
 * The business's credentials in the shared build (none set): no page shows a list, a heading or a
 * rating for them. And every page's footer is the home page's footer, so what e2e/credentials.test.ts
 * sees in the footer of the pages it builds with every credential set holds for every page.
 */
import { sectionHeadings } from '../../src/content/sectionHeadings';
import { builtPage, jsonLdBlocks, textOf } from '../builtPage';
import { registry } from '../sitePages';

const trustHeading = sectionHeadings.trust.title;
const pages = registry.map((entry) => ({ path: entry.path, root: builtPage(entry.path) }));
const homeFooter = textOf(builtPage('/').querySelector('footer'));

test.each(pages.map((p) => [p.path, p.root] as const))(
  '%s shows no credentials and no rating, and the home page’s footer',
  (_path, root) => {
    expect(root.querySelectorAll('[data-trust-facts]')).toHaveLength(0);
    expect(root.querySelector('body')!.textContent).not.toContain(trustHeading);
    const business = jsonLdBlocks(root).find((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(business).not.toHaveProperty('aggregateRating');
    expect(textOf(root.querySelector('footer'))).toBe(homeFooter);
  },
);
