/**
 * The editor's collections: one "Site content" collection whose files are the owner's data files,
 * each with the fields generated from its schema (cmsFields.ts). The rest of the editor's
 * configuration (where it saves, how the owner signs in, where photos go) is the deployment's.
 */
import { dataFiles } from '../../src/content/schemas/dataFiles';
import { cmsFieldsFor, type CmsField } from './cmsFields';

export interface CmsFileCollection {
  name: string;
  label: string;
  description: string;
  files: { name: string; label: string; file: string; format: 'json'; fields: CmsField[] }[];
}

export function cmsCollections(): CmsFileCollection[] {
  return [
    {
      name: 'site',
      label: 'Site content',
      description: 'What the pages say: reviews, and more as it moves here.',
      files: Object.entries(dataFiles).map(([file, { schema, label }]) => ({
        name: file.replace(/\.json$/, ''),
        label,
        file: `content/${file}`,
        format: 'json' as const,
        fields: cmsFieldsFor(schema, `content/${file}`),
      })),
    },
  ];
}
