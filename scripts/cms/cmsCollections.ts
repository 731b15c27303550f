/**
 * The editor's collections: one "Site content" collection whose files are the owner's data files,
 * then one collection per data folder (content/<folder>/, one file per item: the owner adds one with
 * "New"), each with the fields generated from its schema (cmsFields.ts). The rest of the editor's
 * configuration (where it saves, how the owner signs in, where photos go) is the deployment's.
 */
import { dataFiles, dataFolders } from '../../src/content/schemas/dataFiles';
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

export function cmsCollections(): [CmsFileCollection, ...CmsFolderCollection[]] {
  return [
    {
      name: 'site',
      label: 'Site content',
      description: 'What the pages say: reviews, and more as it moves here.',
      files: Object.entries(dataFiles).map(([file, { schema, label }]) => ({
        name: file.replace(/\.json$/, '').replace(/\//g, '-'),
        label,
        file: `content/${file}`,
        format: 'json' as const,
        fields: cmsFieldsFor(schema, `content/${file}`),
      })),
    },
    ...cmsFolderCollections(),
  ];
}
