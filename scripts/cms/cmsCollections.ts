/**
 * The editor's collections: the owner's data files in four lists by what they hold (the business
 * and its prices, the pages' words, the quote form's services, the messages and e-mails), then one collection per data folder (content/<folder>/, one file per item: the owner adds one with
 * "New"), each with the fields generated from its schema (cmsFields.ts). The rest of the editor's
 * configuration (where it saves, how the owner signs in, where photos go) is the deployment's.
 */
import { dataFiles, dataFolders, type DataFile } from '../../src/content/schemas/dataFiles';
import { cmsFieldsFor, type CmsField } from './cmsFields';

export interface CmsFileCollection {
  name: string;
  label: string;
  description: string;
  files: { name: string; label: string; file: string; format: 'json'; fields: CmsField[] }[];
}

/** A folder of items, one file each, which the owner adds to with "New". */
export interface CmsFolderCollection {
  name: string;
  label: string;
  label_singular: string;
  folder: string;
  create: true;
  format: 'json';
  extension: 'json';
  /** The new file's name, from its fields. */
  slug: string;
  identifier_field: string;
  summary: string;
  fields: CmsField[];
}

export function cmsFolderCollections(): CmsFolderCollection[] {
  return Object.entries(dataFolders).map(([folder, { schema, label, singular, summary, slug }]) => {
    const fields = cmsFieldsFor(schema, `content/${folder}/`);
    return {
      name: folder,
      label,
      label_singular: singular,
      folder: `content/${folder}`,
      create: true as const,
      format: 'json' as const,
      extension: 'json' as const,
      slug,
      // The item's name in the editor's list and its new file's name: its first field (a project's title).
      identifier_field: fields[0]!.name,
      summary,
      fields,
    };
  });
}

/** The files of what the site says to a visitor outside the pages. */
const messageFiles = ['messages.json', 'booking.json'];

/**
 * The owner's files in the editor, as lists by what they hold, the most used first (the editor opens
 * on it): a file goes in the first list whose rule takes it, so every file is in exactly one.
 */
const fileCollections: { name: string; label: string; description: string; holds: (file: string) => boolean }[] = [
  {
    name: 'site',
    label: 'Site content',
    description: 'The business details, prices, customer reviews, estimate visit times and pictures.',
    holds: (file) => !file.startsWith('pages/') && !file.startsWith('services/') && !messageFiles.includes(file),
  },
  {
    name: 'pages',
    label: 'Page words',
    description: 'What each page says: its headings, paragraphs, questions and buttons.',
    holds: (file) => file.startsWith('pages/'),
  },
  {
    name: 'services',
    label: 'Quote form',
    description: 'For each service: its kinds of job, the questions the quote form asks and the steps after a request.',
    holds: (file) => file.startsWith('services/'),
  },
  {
    name: 'messages',
    label: 'Messages and e-mails',
    description:
      'What the site says when a request cannot be sent, the words of booking a visit, and the e-mails visitors receive.',
    holds: (file) => messageFiles.includes(file),
  },
];

const cmsFile = ([file, { schema, label }]: [string, DataFile]) => ({
  name: file.replace(/\.json$/, '').replace(/\//g, '-'),
  label,
  file: `content/${file}`,
  format: 'json' as const,
  fields: cmsFieldsFor(schema, `content/${file}`),
});

export function cmsFileCollections(): CmsFileCollection[] {
  const files = Object.entries(dataFiles);
  return fileCollections
    .map(({ name, label, description, holds }) => ({
      name,
      label,
      description,
      files: files.filter(([file]) => holds(file)).map(cmsFile),
    }))
    .filter((collection) => collection.files.length > 0);
}

export function cmsCollections(): (CmsFileCollection | CmsFolderCollection)[] {
  return [...cmsFileCollections(), ...cmsFolderCollections()];
}
