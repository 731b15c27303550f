/**
 * Every data file in content/ has a schema (src/content/schemas/dataFiles.ts) and parses with it; the
 * modules that derive the pages' selections from a file agree with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDataFile, dataFileNames, describeProblem } from '../../scripts/contentCheck';
import { reviewsFile } from './schemas/testimonials';
import { fenceTestimonials, homeTestimonials, reviews } from './testimonials';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'content', file), 'utf8'));

test('content/ holds data files', () => {
  expect(dataFileNames()).toContain('reviews.json');
});

test.each(dataFileNames())('content/%s is known, is JSON and matches its schema', (file) => {
  expect(checkDataFile(file).map(describeProblem)).toEqual([]);
});

describe('reviews', () => {
  const file = reviewsFile.parse(read('reviews.json'));

  test('each page shows the reviews ticked for it, in the list order', () => {
    expect(reviews).toEqual(file.reviews);
    expect(homeTestimonials.map((item) => item.author)).toEqual(
      file.reviews.filter((item) => item.showOn.includes('home')).map((item) => item.author),
    );
    expect(fenceTestimonials.map((item) => item.author)).toEqual(
      file.reviews.filter((item) => item.showOn.includes('fences')).map((item) => item.author),
    );
  });

  test('a page with fewer reviews than its layout shows is refused in plain words', () => {
    const untickedHome = file.reviews.map((item) => ({
      ...item,
      showOn: item.showOn.filter((page) => page !== 'home'),
    }));
    const result = reviewsFile.safeParse({ reviews: untickedHome });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The home page shows 2 reviews, and 0 are set to show there: choose "Home page" under "Show on" on 2 more',
    ]);
  });

  test('an author entered twice, an empty quote or a rating of 6 is refused', () => {
    const [first] = file.reviews;
    for (const broken of [
      [...file.reviews, first],
      [{ ...first!, quote: '  ' }, ...file.reviews.slice(1)],
      [{ ...first!, rating: 6 }, ...file.reviews.slice(1)],
    ])
      expect(reviewsFile.safeParse({ reviews: broken }).success).toBe(false);
  });
});
