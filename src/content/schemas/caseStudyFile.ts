/**
 * One case study as the owner writes it: content/case-studies/<name>.json, whose file name is the
 * study's address (/case-studies/<name>). Its page, its sitemap entry and its card on the case studies
 * page follow from this file alone (src/content/caseStudyFolder.ts reads the folder). The words may
 * name facts by their placeholders ("{cedarRestainYears}"), as a page's words do (./pageFile.ts).
 */
import { z } from 'zod';
import { picturesIn } from '../images/pictureData';
import { placeholderHint } from '../placeholders';
import { copyText, pageFileSchema } from './pageFile';
import { feature, listPosition, sitePath } from './shapes';
import { reviewsIn } from './testimonials';

/** A case study's file name, and so its address: lowercase letters, digits and hyphens. */
export const caseStudyFileName = /^[a-z0-9]+(-[a-z0-9]+)*\.json$/;

/**
 * The pictures of content/pictures.json that show a job (with a caption and a project): what a case
 * study's before and after can be. Read from the project's root, as the build runs.
 */
export function jobPictureNames(): string[] {
  try {
    return picturesIn().filter((picture) => picture.caption && picture.project).map((picture) => picture.name);
  } catch {
    // A broken pictures file is reported on its own, first (scripts/contentCheck.ts).
    return [];
  }
}

const pictureMessage = (example: string) =>
  `Write the name of a picture of the job in Pictures, like "${example}" (add the photo there first, with its caption and project)`;

/** The before or after picture: a job picture of content/pictures.json, by name. */
const jobPicture = (title: string, example: string, more: string) =>
  z
    .string({ error: pictureMessage(example) })
    .refine((name) => jobPictureNames().includes(name), pictureMessage(example))
    .meta({ title, description: `The name of its picture in Pictures, like "${example}". ${more}` });

const factsNeeded = 'Add at least one fact, like "Length: 186 linear feet"';

const reviewMessage =
  'Write the name of a review in Customer reviews, exactly as it is there (add the review there first), or leave this empty';

/**
 * One case study file: texts with placeholders, as a page's words (./pageFile.ts). Whether its service
 * page exists is the registry's (src/content/subpages.test.ts).
 */
const caseStudyShape = z.strictObject({
    title: text('Title', 'The project\'s name, without the city, like "Cedar Privacy Fence": the page adds "in <city>".'),
    fenceType: text('Fence built', 'Like "Board-on-board cedar privacy fence".'),
    description: paragraph('The problem, in short', 'Two or three sentences for the card on the case studies page.'),
    result: paragraph('Result', 'How it turned out, in one or two sentences.'),
    before: jobPicture('Before picture', 'case-cedar-before', 'Its caption is shown under it.'),
    after: jobPicture(
      'After picture',
      'case-cedar-after',
      'Its project\'s city is where the study took place, shown on its card and page.',
    ),
    order: listPosition('Position in the list', '1 shows first. The first three are the ones the fence services page shows. Left empty, the study shows after the numbered ones.'),
    pageTitle: text(
      'Title in search results',
      'The tab\'s and search engines\' title, like "Case Study: A Cedar Privacy Fence in Richardson".',
    ),
    pageDescription: paragraph('Description in search results', 'One or two sentences that sum the study up.'),
    subtitle: paragraph('Line under the page title', 'One sentence: the problem and what was built.'),
    facts: z
      .array(
        z.strictObject({
          label: text('Fact', 'Like "Length" or "On site".'),
          value: text('Value', 'Like "186 linear feet, one walk gate" or "3 days".'),
        }),
      )
      .min(1, factsNeeded)
      .meta({
        title: 'Project facts',
        description: 'Shown beside the story, after the place and the fence; the warranty is added by the site.',
        singular: 'fact',
        summary: '{{fields.label}}: {{fields.value}}',
      }),
    problem: z
      .array(paragraph('Paragraph', 'A paragraph.'))
      .min(1, 'Add at least one paragraph about the property and the problem')
      .meta({ title: 'The property and the problem', singular: 'paragraph' }),
    brief: z
      .array(text('Wish', 'Like "A fence that stays straight through storms".'))
      .min(1, 'Add at least one thing the owners wanted')
      .meta({ title: 'What the owners wanted', singular: 'wish' }),
    solution: z
      .strictObject({
        intro: paragraph('Introduction', 'A sentence or two before the choices.'),
        decisions: z
          .array(feature)
          .min(2, 'Add at least two choices: what was built and why')
          .meta({ title: 'Choices', singular: 'choice', summary: '{{fields.title}}' }),
      })
      .meta({ title: 'What we built and why' }),
    outcome: z
      .strictObject({
        paragraphs: z
          .array(paragraph('Paragraph', 'A paragraph.'))
          .min(1, 'Add at least one paragraph about how it turned out')
          .meta({ title: 'Paragraphs', singular: 'paragraph' }),
        points: z
          .array(text('Point', 'Like "Full privacy with no gaps".'))
          .min(1, 'Add at least one point')
          .meta({ title: 'Points', singular: 'point' }),
      })
      .meta({ title: 'How it turned out' }),
    review: z
      .string()
      .trim()
      .min(1, reviewMessage)
      .refine((name) => reviewsIn().some((review) => review.author === name), reviewMessage)
      .nullish()
      .meta({
        title: 'Customer review',
        description:
          'If this customer gave a review: their name exactly as in Customer reviews (add the review there first). Left empty, the page shows no review.',
      }),
    servicePath: sitePath.meta({
      title: 'Service page',
      description: 'The page of the service this work was, like "/services/fences/installation".',
    }),
});

/** A text field with its editor label and hint; the placeholders' names follow the hint. */
function text(title: string, description: string, multiline = false) {
  return copyText.meta({ title, description: `${description} ${placeholderHint}`, multiline });
}
/** A paragraph's text field: several lines. */
function paragraph(title: string, description: string) {
  return text(title, description, true);
}

export const caseStudyFile = pageFileSchema(caseStudyShape);
/** A study file as read: the placeholders filled (the texts inside its choices too). */
export type CaseStudyFile = z.output<typeof caseStudyShape>;
