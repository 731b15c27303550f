/**
 * The words a loader writes from a pictured job (a showcase's title and city, a before-and-after
 * pair's label) come from the picture's project; a picture that shows no job is refused, naming it,
 * rather than written as "undefined backyard".
 */
import { allImages } from './images';
import { jobOf } from './pictureJob';

test('a job picture gives its project', () => {
  const job = allImages.find((picture) => picture.project)!;
  expect(jobOf(job, 'content/pages/x.json, showcase')).toEqual(job.project);
});

test('a picture of no job is refused, naming the file, the section and the picture', () => {
  const drawing = allImages.find((picture) => !picture.project)!;
  expect(() => jobOf(drawing, 'content/pages/x.json, showcase')).toThrow(
    `content/pages/x.json, showcase: the picture "${drawing.key}" shows no job`,
  );
});
