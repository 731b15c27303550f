/**
 * The editor asks for what the build accepts: its fields are generated from the data files' schemas,
 * and these tests hold the two to each other on the real data, so neither can drift from the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { z } from 'zod';
import { dataFiles, dataFolders } from '../../src/content/schemas/dataFiles';
import { reviewPageNames, reviewPages, reviewsFile } from '../../src/content/schemas/testimonials';
import { cmsFileCollections, cmsFolderCollections, type CmsFolderCollection } from './cmsCollections';
import { cmsFieldsFor, type CmsField } from './cmsFields';

const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'content', file), 'utf8')) as Record<string, unknown>;

/** The JSON Schema of the editor's configuration, which the package ships (beside its entry, outside its exports). */
const sveltiaConfigSchema = JSON.parse(
  readFileSync(path.join(path.dirname(require.resolve('@sveltia/cms')), '..', 'schema', 'sveltia-cms.json'), 'utf8'),
) as object;

const clone = <T>(value: T): T => structuredClone(value);

/** The value at `at` in `data`, undefined when the path leaves it. */
const valueAt = (data: unknown, at: (string | number)[]): unknown =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);

/**
 * Every field of a file's configuration with where its value sits in the file: in each list, the
 * item that fills the most fields (a picture with its optional caption and project, where there is one).
 */
function fieldPaths(
  fields: CmsField[],
  data: unknown,
  at: (string | number)[] = [],
): { field: CmsField; at: (string | number)[] }[] {
  return fields.flatMap((field) => {
    const here = [...at, field.name];
    if (!field.fields) return [{ field, at: here }];
    // An optional group the file leaves out (a card without its link) has no values to change inside.
    if (valueAt(data, here) === undefined) return [{ field, at: here }];
    if (field.widget !== 'list') return [{ field, at: here }, ...fieldPaths(field.fields, data, here)];
    const items = (valueAt(data, here) as object[] | undefined) ?? [];
    // An empty list (the reviews, until the owner adds some) has no item to change: a fixture holds its fields (below).
    if (items.length === 0) return [{ field, at: here }];
    const fullest = items.reduce<number>(
      (best, item, index) => (JSON.stringify(item).length > JSON.stringify(items[best]).length ? index : best),
      0,
    );
    return [{ field, at: here }, ...fieldPaths(field.fields, data, [...here, fullest])];
  });
}

/** The data with the value at `at` replaced (or removed, for undefined). */
function withValue(data: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = clone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** The editor's fields for `schema` against a real file of it (`data`): the four checks every file and folder item gets. */
function holdsEditorToBuild(file: string, schema: z.ZodType, data: Record<string, unknown>) {
  const fields = cmsFieldsFor(schema, file);
  const paths = fieldPaths(fields, data);

  test('the file as it is passes, so each check below changes one thing', () => {
    expect(schema.safeParse(data).success).toBe(true);
  });

  test('a field the editor requires is one the build refuses to do without, and only those', () => {
    for (const { field, at } of paths) {
      // One rule spans two fields, which the editor cannot say: a job's picture (one with a project)
      // needs its caption. The editor leaves the caption optional; the build refuses it missing, in
      // plain words ("A picture of a job needs its caption"), naming the picture.
      if (field.name === 'caption' && valueAt(data, [...at.slice(0, -1), 'project']) !== undefined) continue;
      // The editor reads a multiple choice it requires as "at least one": held to an empty one, which
      // the field itself must refuse (a rule over the whole list, like two reviews under one name, is the build's).
      const isChoices = field.widget === 'select' && field.multiple;
      const result = schema.safeParse(withValue(data, at, isChoices ? [] : undefined));
      const refused =
        !result.success && (!isChoices || result.error.issues.some((issue) => issue.path.join('.') === at.join('.')));
      expect({ field: at.join('.'), required: field.required !== false }).toEqual({
        field: at.join('.'),
        required: refused,
      });
    }
  });

  test("a number's bounds and a choice's options are the build's", () => {
    for (const { field, at } of paths) {
      if (field.widget === 'number') {
        if (field.min !== undefined) expect(schema.safeParse(withValue(data, at, field.min - 1)).success).toBe(false);
        if (field.max !== undefined) expect(schema.safeParse(withValue(data, at, field.max + 1)).success).toBe(false);
        if (field.value_type === 'int')
          expect(schema.safeParse(withValue(data, at, (field.min ?? 0) + 0.5)).success).toBe(false);
      }
      if (field.widget === 'select') {
        const values = field.options!.map((option) => option.value);
        if (field.multiple) expect(schema.safeParse(withValue(data, at, values)).success).toBe(true);
        // A choice the field takes may still clash with a rule over the whole list (two portfolio groups
        // of one category): the build's to refuse, at the list, never at the field.
        else
          for (const value of values) {
            const result = schema.safeParse(withValue(data, at, value));
            const refusedHere =
              !result.success && result.error.issues.some((issue) => issue.path.join('.') === at.join('.'));
            expect({ field: at.join('.'), value, refusedHere }).toEqual({
              field: at.join('.'),
              value,
              refusedHere: false,
            });
          }
        const outside = 'not-a-choice';
        expect(schema.safeParse(withValue(data, at, field.multiple ? [outside] : outside)).success).toBe(false);
      }
    }
  });

  test('every field has a label and every choice a name the owner reads', () => {
    for (const { field } of paths) {
      expect(field.label).toMatch(/^[A-Z]/);
      for (const option of field.options ?? []) expect(option.label).not.toEqual('');
    }
  });
}

describe.each(Object.entries(dataFiles))('content/%s in the editor', (file, { schema }) => {
  holdsEditorToBuild(file, schema, read(file));
});

// The files the folders hold (none while the site ships them empty: jest refuses an empty table).
const folderFiles = Object.entries(dataFolders).flatMap(([folder, { schema }]) =>
  readdirSync(path.join(__dirname, '..', '..', 'content', folder))
    .filter((item) => item.endsWith('.json'))
    .map((item) => [`${folder}/${item}`, schema] as const),
);
if (folderFiles.length)
  describe.each(folderFiles)('content/%s in the editor', (file, schema) => {
    holdsEditorToBuild(file, schema, read(file));
  });

describe('a gallery project in the editor', () => {
  const [collection] = cmsFolderCollections();

  test('is a folder the owner adds to with "New", one file per project, named from its title and city', () => {
    expect(collection).toMatchObject({
      name: 'gallery',
      folder: 'content/gallery',
      create: true,
      format: 'json',
      extension: 'json',
      identifier_field: 'title',
      slug: '{{fields.title}}-{{fields.city}}',
    });
  });

  test('asks for the title, city, category, kind of job, description, a picture to upload and its alt text', () => {
    expect(collection!.fields.map(({ name, label, widget, required }) => ({ name, label, widget, required }))).toEqual([
      { name: 'title', label: 'Title', widget: 'string', required: undefined },
      { name: 'city', label: 'City', widget: 'string', required: undefined },
      { name: 'category', label: 'Category', widget: 'select', required: undefined },
      { name: 'segment', label: 'Kind of job', widget: 'select', required: undefined },
      { name: 'description', label: 'What we did', widget: 'text', required: undefined },
      { name: 'picture', label: 'Picture', widget: 'image', required: undefined },
      { name: 'alt', label: 'What the picture shows', widget: 'string', required: undefined },
      { name: 'order', label: 'Position in the gallery', widget: 'number', required: false },
    ]);
    expect(collection!.fields.find((field) => field.name === 'category')!.options).toContainEqual({
      label: 'Outdoor Living',
      value: 'outdoor-living',
    });
  });
});

describe('the reviews file', () => {
  const [list] = cmsFieldsFor(reviewsFile, 'reviews.json');

  // content/reviews.json ships empty (only the owner's real reviews go there), so its fields are held
  // to the build on a test fixture with every field filled, never shipped.
  describe('with a review in it (a test fixture)', () => {
    holdsEditorToBuild('reviews.json', reviewsFile, {
      reviews: [
        {
          quote: 'Test fixture: the words of a review.',
          author: 'Fixture Customer',
          role: 'Homeowner',
          company: 'Test neighborhood',
          rating: 4,
          showOn: ['home'],
        },
      ],
    });
  });

  test('is a list of reviews: the words and the name required, who, where and the stars optional, the pages to show on', () => {
    expect(list).toMatchObject({ name: 'reviews', widget: 'list', label: 'Reviews' });
    expect(list!.fields!.map(({ name, widget, required }) => ({ name, widget, required }))).toEqual([
      { name: 'quote', widget: 'text', required: undefined },
      { name: 'author', widget: 'string', required: undefined },
      { name: 'role', widget: 'string', required: false },
      { name: 'company', widget: 'string', required: false },
      { name: 'rating', widget: 'number', required: false },
      // A review shown on no page yet is kept: the editor must let the list be empty.
      { name: 'showOn', widget: 'select', required: false },
    ]);
    expect(list!.fields!.find((field) => field.name === 'showOn')).toMatchObject({
      label: 'Show on',
      multiple: true,
      options: reviewPages.map((page) => ({ label: reviewPageNames[page], value: page })),
    });
    expect(list!.fields!.find((field) => field.name === 'rating')).toMatchObject({
      value_type: 'int',
      min: 1,
      max: 5,
      hint: 'The stars the customer gave, from 1 to 5. Left empty, no stars are shown.',
    });
  });
});

test('a hint naming a placeholder like <city> shows it, not an HTML tag the editor would drop', () => {
  const [title] = cmsFieldsFor(
    z.strictObject({ title: z.string().meta({ description: 'The site adds "in <city>".' }) }),
    'x.json',
  );
  expect(title!.hint).toBe('The site adds "in &lt;city>".');
});

test('a field added to a schema appears in the editor, with its label, hint, pattern and bounds', () => {
  const extended = z.strictObject({
    reviews: z.array(
      z.strictObject({
        author: z.string().min(1).meta({ title: 'Name' }),
        visited: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional()
          .meta({
            title: 'Visit date',
            description: 'The day of the visit.',
            patternMessage: 'Enter a date like 2026-05-14',
          }),
        jobs: z.number().int().min(0).max(40),
      }),
    ),
  });
  const [list] = cmsFieldsFor(extended, 'test.json');
  expect(list!.fields).toEqual([
    { name: 'author', label: 'Name', widget: 'string' },
    {
      name: 'visited',
      label: 'Visit date',
      widget: 'string',
      pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'Enter a date like 2026-05-14'],
      required: false,
      hint: 'The day of the visit.',
    },
    { name: 'jobs', label: 'Jobs', widget: 'number', value_type: 'int', min: 0, max: 40 },
  ]);
});

test('a shape the editor cannot show fails the generation, naming the field', () => {
  const unrepresentable = z.strictObject({ when: z.date() });
  expect(() => cmsFieldsFor(unrepresentable, 'test.json')).toThrow(/test\.json\.when: the editor has no field/);
});

test("the collections are valid configuration for the editor, by the editor's own schema of it", () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(sveltiaConfigSchema, 'sveltia');
  const validCollection = ajv.getSchema('sveltia#/definitions/FileCollection')!;
  const fileLists = cmsFileCollections();
  const folders = cmsFolderCollections();
  expect(fileLists.flatMap((list) => (validCollection(list) ? [] : validCollection.errors))).toEqual([]);
  const validFolder = ajv.getSchema('sveltia#/definitions/EntryCollection')!;
  expect(folders.flatMap((collection) => (validFolder(collection) ? [] : validFolder.errors))).toEqual([]);
  expect(folders.map((folder) => folder.folder)).toEqual(Object.keys(dataFolders).map((name) => `content/${name}`));
  // and the check bites for a folder too: one without its folder is refused
  const withoutFolder = structuredClone(folders[0]!) as Partial<CmsFolderCollection>;
  delete withoutFolder.folder;
  expect(validFolder(withoutFolder)).toBe(false);
  // Every data file is in exactly one list, the business details in the first (the editor opens on it).
  expect(fileLists.flatMap((list) => list.files.map((file) => file.file)).sort()).toEqual(
    Object.keys(dataFiles)
      .map((file) => `content/${file}`)
      .sort(),
  );
  expect(fileLists[0]!.files[0]!.file).toBe('content/business.json');
  expect(fileLists.map((list) => list.label)).toEqual([
    'Site content',
    'Page words',
    'Quote form',
    'Messages and e-mails',
  ]);
  const collections = fileLists;
  // and the check bites: a file without its path, or a list's bounds written as words, is refused
  const withoutPath = structuredClone(collections[0]!) as { files: Partial<{ file: string }>[] };
  delete withoutPath.files[0]!.file;
  expect(validCollection(withoutPath)).toBe(false);
  const wordyBounds = structuredClone(collections[0]!);
  (wordyBounds.files[0]!.fields[0] as unknown as { min: string }).min = 'one';
  expect(validCollection(wordyBounds)).toBe(false);
});

test('a year is left out of the preview, which would write it "2,005"; other numbers stay in it', () => {
  const fields = cmsFieldsFor(dataFiles['business.json']!.schema, 'content/business.json');
  expect(fields.find((field) => field.name === 'foundingYear')).toMatchObject({ widget: 'number', preview: false });
  const prices = cmsFieldsFor(dataFiles['pricing.json']!.schema, 'content/pricing.json');
  expect(JSON.stringify(prices)).not.toContain('"preview"');
});

test('the pages a review shows on are checkboxes to tick, not a dropdown (the editor makes one of more than five)', () => {
  const [list] = cmsFieldsFor(reviewsFile, 'content/reviews.json');
  const showOn = list!.fields!.find((field) => field.name === 'showOn')!;
  expect(showOn).toMatchObject({ widget: 'select', multiple: true });
  expect(showOn.options!.length).toBeGreaterThan(5);
  expect(showOn.dropdown_threshold).toBeGreaterThanOrEqual(showOn.options!.length);
});
