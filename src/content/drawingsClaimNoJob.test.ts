/**
 * The shipped drawings are illustrations of ideas, never the owner's jobs (docs/decisions.md 21): a
 * visitor reads a picture named with a project in a city as work the business did. Two guards, the
 * simplest that catch the ways such a claim came back before, without refusing the owner's own jobs:
 * - a drawing (an .svg of static/images) in content/pictures.json carries no `project`; a photo the
 *   owner uploads of a real job may (a case study's pictures need one);
 * - a design page's or the outdoor living page's showcase has no place of its own: its file refuses a
 *   `location`, so no loader or owner can put a city under a drawn design idea.
 * (A check of the words for service-area cities was not chosen: "Dallas" names the region in "a Dallas
 * summer", so it would refuse true sentences or need a list of exceptions.)
 */
import { readFileSync } from 'node:fs';
import { describeProblem, problemsOf } from '../../scripts/contentCheck';
import { PICTURES_FILE } from './images/pictureData';
import { gardenDesignFile } from './schemas/gardenDesign';
import { landscapeDesignFile } from './schemas/landscapeDesign';
import { outdoorLivingFile } from './schemas/outdoorLiving';
import type { PicturesFile } from './schemas/shapes';

const owners = (JSON.parse(readFileSync(PICTURES_FILE, 'utf8')) as PicturesFile).pictures;

test('no drawing of content/pictures.json is named as a job (a project with its city)', () => {
  const drawings = owners.filter((picture) => picture.file.endsWith('.svg'));
  expect(drawings.length).toBeGreaterThan(0);
  expect(drawings.filter((picture) => picture.project).map((picture) => picture.name)).toEqual([]);
});

test.each([
  ['landscape-design', landscapeDesignFile],
  ['garden-design', gardenDesignFile],
  ['outdoor-living', outdoorLivingFile],
] as const)('content/pages/%s.json refuses a place under its design idea', (name, schema) => {
  const file = `content/pages/${name}.json`;
  const page = JSON.parse(readFileSync(file, 'utf8')) as { showcase: { content: object } };
  expect(problemsOf(file, schema, page)).toEqual([]);
  const placed = { ...page, showcase: { ...page.showcase, content: { ...page.showcase.content, location: 'Plano' } } };
  expect(problemsOf(file, schema, placed).map(describeProblem)).toEqual([
    expect.stringMatching(new RegExp(`^${file}: showcase\\.content: Unknown field "location"`)),
  ]);
});
