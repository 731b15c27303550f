/**
 * A page's words as the owner keeps them in content/pages/<page>.json, described from the page's own
 * schema (what its copy module exports, schemas/<page>.ts): the same fields, with three differences
 * that keep facts written once.
 * - Every text may name a fact by its placeholder ("Call {phone}"), filled in when the file is read;
 *   a placeholder the site does not know is refused. The editor's hint under the field lists them.
 * - A picture is its name in the catalogue ("hero-fences", the name in content/pictures.json or of a
 *   picture module of src/content/images), never its file, size or words: those are the picture's.
 * - A button that opens the quote dialog is a button without a link.
 * - A counter names the business figure it shows ("propertiesFenced") with its label; the number
 *   and its "+" or "%" come from business.ts.
 * Parsing a page file gives the copy module's values, with pictures as `{ picture: name }` for the
 * loader to put the catalogue's entry in (./../pageCopy.ts). Node only, like every zod import.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { stats } from '../business';
import {
  fillPlaceholders,
  placeholderHint,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '../placeholders';
import { statFromReading } from '../statReading';
import { catalogueImage, href, projectImage, quoteAction, stat, text } from './shapes';

/** Modules of src/content/images that are not pictures. */
const notPicture = ['index', 'catalogue', 'photoVariants', 'pictureFiles', 'projectPicture', 'pictureData'];

/** The catalogue's picture names: one module each in src/content/images (from the project's root). */
export const pictureNames = (): string[] =>
  readdirSync(path.resolve('src/content/images'))
    .filter((file) => /^[a-z0-9-]+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => !notPicture.includes(name))
    .sort();

/** Refuses a placeholder the site does not know, naming the ones it does. */
export function onlyKnownPlaceholders(value: string, ctx: z.RefinementCtx) {
  const unknown = unknownPlaceholders(value);
  if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown), input: value });
}

/** Words of a page: visible text that may hold placeholders, filled when the file is read. */
export const copyText = text
  .superRefine(onlyKnownPlaceholders)
  .transform((value) => fillPlaceholders(value))
  .meta({ description: placeholderHint, multiline: true });

/** Where a link goes, which may be the phone's placeholder ("{phoneLink}"): filled, then checked as a link. */
export const copyLink = z
  .string()
  .superRefine(onlyKnownPlaceholders)
  .transform((value) => fillPlaceholders(value))
  .pipe(href);

/** A picture of the catalogue, by name; the loader puts the catalogue's entry in its place. */
export interface PictureRef {
  picture: string;
}

/** A picture by its name in the catalogue. */
export const pictureRef = z
  .string()
  .refine((name) => pictureNames().includes(name), {
    message: 'Write the name of one of the site’s pictures, like "hero-fences" (see Pictures)',
  })
  .transform((name): PictureRef => ({ picture: name }))
  .meta({ title: 'Picture', description: 'The name of a picture in Pictures, like "hero-fences".' });

/** The business figures a counter can show (business.ts's `stats`). */
const statName = z.enum(Object.keys(stats) as [keyof typeof stats, ...(keyof typeof stats)[]], {
  error: `Choose one of the business figures: ${Object.keys(stats).join(', ')}`,
});

/** A counter: the business figure it counts up to, and what it counts. */
export const statRef = z
  .strictObject({ stat: statName, label: copyText })
  .transform(({ stat: name, label }) => statFromReading(stats[name], label));

type Schema = z.ZodType;
type Def = Record<string, unknown> & { type: string };

/**
 * A button, which either goes somewhere (a link) or opens the quote dialog: in a page file, its text
 * and a link, the link left out for the quote dialog. The editor shows two plain fields, where it has
 * none for a choice of shapes.
 */
function button(linkForm: z.ZodObject): Schema {
  const link = pageFileSchema(linkForm.shape.link as Schema);
  return z
    .strictObject({
      text: copyText,
      link: link.optional().meta({
        title: 'Link',
        description: 'Where the button goes, like "/contact"; leave it empty for the button that opens the quote form.',
      }),
    })
    .transform(({ text: label, link: to }) =>
      to === undefined ? { text: label, quoteDialog: true as const } : { text: label, link: to },
    );
}

/**
 * `schema` with its texts, pictures and counters written as a page file writes them (above). Objects,
 * lists, optional values and choices are rebuilt with the same checks and editor words; anything else
 * stays as it is (a link, an icon's name, a choice of words).
 */
export function pageFileSchema(schema: Schema): Schema {
  if (schema === text) return copyText;
  if (schema === catalogueImage || schema === projectImage) return pictureRef;
  if (schema === stat) return statRef;
  if (schema === href) return copyLink;
  const def = schema._zod.def as unknown as Def;
  let rebuilt: Schema = schema;
  const clone = (changes: Record<string, unknown>) => (schema as z.ZodObject).clone({ ...def, ...changes } as never);
  switch (def.type) {
    case 'object':
      rebuilt = clone({
        shape: Object.fromEntries(
          Object.entries(def.shape as Record<string, Schema>).map(([name, field]) => [name, pageFileSchema(field)]),
        ),
      });
      break;
    case 'array':
      rebuilt = clone({ element: pageFileSchema(def.element as Schema) });
      break;
    case 'optional':
    case 'nullable':
    case 'nonoptional': // a field `.required()` made of an optional one (the contact form's intro)
    case 'readonly':
      rebuilt = clone({ innerType: pageFileSchema(def.innerType as Schema) });
      break;
    case 'union': {
      const options = def.options as Schema[];
      const linkForm = options.find((option) => option !== quoteAction);
      rebuilt =
        options.length === 2 && options.includes(quoteAction)
          ? button(linkForm as z.ZodObject)
          : clone({ options: options.map(pageFileSchema) });
      break;
    }
  }
  const meta = z.globalRegistry.get(schema);
  if (rebuilt !== schema && meta) z.globalRegistry.add(rebuilt, meta);
  return rebuilt;
}
