/**
 * The job a page's picture shows (its project: title and city), for the words a loader writes from it
 * ("Courtyard Fountain in Lakewood, Dallas", "Garland backyard"), so they follow the picture and its
 * project rather than repeating them. A picture that shows no job is refused, naming it.
 */
import type { Illustration } from './schemas/shapes';

export function jobOf(picture: Illustration, where: string): NonNullable<Illustration['project']> {
  if (!picture.project)
    throw new Error(`${where}: the picture "${picture.key}" shows no job; choose a picture of a project (see Pictures)`);
  return picture.project;
}
