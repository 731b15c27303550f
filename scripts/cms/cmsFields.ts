/**
 * The editor's fields, generated from the zod schemas of the owner's data files: each schema is
 * turned into JSON Schema (zod's own `z.toJSONSchema`), and each property into a Sveltia CMS field.
 * So a field added to a schema appears in the editor with its label, hint, whether it is required,
 * its pattern, its bounds and its choices, and the editor cannot ask for something the build refuses.
 *
 * What a schema says through `.meta({ … })` beside zod's own checks:
 * - `title`, `description`: the field's label and the hint under it;
 * - `multiline: true`: a paragraph (a text area) rather than a line;
 * - `optionLabels`: the words the owner sees for each choice of an enum;
 * - `patternMessage`: what to say when a value does not match the field's pattern;
 * - `widget: 'image'`: a picture the owner uploads (its pattern is the build's to check);
 * - `preview: false`: left out of the editor's preview beside the form (the preview writes every
 *   whole number with thousands separators: a year would read "2,005");
 * - on a list, `singular` (the name of one item: "Add review") and `summary` (how an item is shown
 *   folded, e.g. "{{fields.author}}").
 */
import { z } from 'zod';

/** The part of JSON Schema zod writes for the shapes content uses, with the meta keys above. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  anyOf?: JsonSchema[];
  title?: string;
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  multiline?: boolean;
  optionLabels?: Record<string, string>;
  patternMessage?: string;
  singular?: string;
  summary?: string;
  widget?: 'image';
  preview?: false;
}

/** A Sveltia CMS field (its configuration's `fields` entries), as far as this site uses them. */
export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image';
  required?: false;
  hint?: string;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  multiple?: true;
  dropdown_threshold?: number;
  options?: { label: string; value: string | number }[];
  fields?: CmsField[];
  field?: CmsField;
  label_singular?: string;
  summary?: string;
  default?: unknown;
  preview?: false;
}

/** The most choices of a multiple choice shown as checkboxes; more make a dropdown. */
const TICKED_AT_MOST = 8;

/** "showOn" → "Show on": the label of a field whose schema gives no title. */
const labelFromName = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A hint as the editor shows it: it reads hints as Markdown, where "<city>" is an HTML tag it drops
 * ('the site adds "in "'), so an angle bracket is written as its entity and shows as typed.
 */
const asMarkdown = (text: string) => text.replace(/</g, '&lt;');

/** A nullable or optional value: JSON Schema's `anyOf [X, null]` is the field X, not required. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  // A plain value that may be null is written `type: ["string", "null"]` instead.
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    if (types.length === 1) return { schema: { ...schema, type: types[0] }, nullable: true };
  }
  const options = schema.anyOf?.filter((option) => option.type !== 'null');
  if (!schema.anyOf || options?.length !== 1) return { schema, nullable: false };
  const { anyOf: _anyOf, ...outer } = schema;
  return { schema: { ...options[0], ...outer }, nullable: true };
}

const choices = (schema: JsonSchema) =>
  (schema.enum ?? []).map((value) => ({ label: schema.optionLabels?.[String(value)] ?? String(value), value }));

/** The widget and options for one value's schema (without its name, label and required flag). */
function widgetFor(schema: JsonSchema, where: string): Omit<CmsField, 'name' | 'label'> {
  if (schema.enum) return { widget: 'select', options: choices(schema) };
  switch (schema.type) {
    case 'string':
      // A picture: the editor's upload (into the media folder) or a choice among the uploaded ones.
      if (schema.widget === 'image') return { widget: 'image' };
      return {
        widget: schema.multiline ? 'text' : 'string',
        ...(schema.pattern && {
          pattern: [schema.pattern, schema.patternMessage ?? 'Check the form of this value'] as [string, string],
        }),
      };
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, where) };
    case 'array': {
      const items = schema.items;
      if (!items) throw new Error(`${where}: a list without an item schema`);
      const bounds = {
        ...(schema.minItems !== undefined && { min: schema.minItems }),
        ...(schema.maxItems !== undefined && { max: schema.maxItems }),
      };
      // A few choices to tick (the pages a review shows on) stay checkboxes, which a phone shows at
      // once, rather than the dropdown the editor makes of more than five.
      if (items.enum)
        return {
          widget: 'select',
          multiple: true,
          options: choices(items),
          ...bounds,
          ...(items.enum.length <= TICKED_AT_MOST && { dropdown_threshold: TICKED_AT_MOST }),
        };
      const list = {
        widget: 'list' as const,
        ...bounds,
        ...(schema.singular && { label_singular: schema.singular }),
        ...(schema.summary && { summary: schema.summary }),
      };
      if (items.type === 'object') return { ...list, fields: fieldsOf(items, `${where}[]`) };
      return { ...list, field: { name: 'item', label: schema.singular ?? 'Item', ...widgetFor(items, `${where}[]`) } };
    }
    default:
      throw new Error(
        `${where}: the editor has no field for ${JSON.stringify(schema.type ?? schema)}; give the schema a plain shape`,
      );
  }
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, where = '(file)'): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { schema: value, nullable } = withoutNull(property);
    // The editor reads a required multiple choice as "at least one": one the schema lets be empty (a
    // review shown on no page yet) is not required there, or its file could never be saved. (A list
    // of items keeps its requirement: the schema's refinements, which JSON Schema does not carry, may
    // refuse an empty one.)
    const canBeEmpty = value.type === 'array' && value.items?.enum !== undefined && !value.minItems;
    const required = (schema.required ?? []).includes(name) && !nullable && !canBeEmpty;
    return {
      name,
      label: value.title ?? labelFromName(name),
      ...widgetFor(value, `${where}.${name}`),
      ...(!required && { required: false as const }),
      ...(value.description && { hint: asMarkdown(value.description) }),
      ...(value.default !== undefined && { default: value.default }),
      ...(value.preview === false && { preview: false as const }),
    };
  });
}

/** The editor's fields for a data file's schema (the file is one object; each property is a field). */
export const cmsFieldsFor = (schema: z.ZodType, file: string): CmsField[] =>
  fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, file);
