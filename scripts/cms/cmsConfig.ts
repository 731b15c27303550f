/**
 * The editor's whole configuration (Sveltia CMS's config file): the collections generated from the
 * content schemas (cmsCollections.ts) plus the deployment's part, read from the build's environment:
 * which GitHub repository and branch it saves to, the site's origin (where the owner signs in through
 * the server's OAuth relay, server/cms/), and where uploaded photos go.
 */
import { z } from 'zod';
import { CMS_AUTH_PATH } from '../../server/cms/paths';
import { business, SITE_URL } from '../../src/content/business';
import { MAX_ORIGINAL_BYTES } from '../../src/content/images/photoVariants';
import { cmsCollections } from './cmsCollections';

/** The OAuth relay's first route on the site's origin, as the editor's `auth_endpoint` (no leading slash). */
export const CMS_AUTH_ENDPOINT = CMS_AUTH_PATH.slice(1);

export interface CmsSettings {
  /** "owner/name" of the GitHub repository the editor commits to. */
  repo: string;
  /** The branch it commits to (the one the site is built from). */
  branch: string;
  /** The site's origin: the relay's base URL and the editor's "view site" link. */
  siteUrl: string;
}

const envSchema = z.object({
  CMS_GITHUB_REPO: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
      error: 'must be the GitHub repository as owner/name, like blackland/website',
    })
    .optional(),
  CMS_BRANCH: z
    .string()
    .trim()
    .regex(/^(?!\/|.*\/\/|.*\.\.|.*\/$)[A-Za-z0-9._/-]{1,100}$/, { error: 'must be a branch name, like main' })
    .optional(),
});

/**
 * The editor's settings from the build's environment: null when CMS_GITHUB_REPO is unset (the build then
 * writes no editor); a bad value throws, naming the variable and what it must be.
 */
export function cmsSettingsFromEnv(env: Record<string, string | undefined>): CmsSettings | null {
  const blankAsUnset = Object.fromEntries(
    ['CMS_GITHUB_REPO', 'CMS_BRANCH'].map((name) => [name, env[name]?.trim() || undefined]),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map(
          (issue) => `${String(issue.path[0])} ${issue.message} (got "${String(blankAsUnset[String(issue.path[0])])}")`,
        )
        .join('\n'),
    );
  if (!parsed.data.CMS_GITHUB_REPO) {
    if (parsed.data.CMS_BRANCH) throw new Error('CMS_BRANCH is set without CMS_GITHUB_REPO: set both, or neither');
    return null;
  }
  return { repo: parsed.data.CMS_GITHUB_REPO, branch: parsed.data.CMS_BRANCH ?? 'main', siteUrl: SITE_URL };
}

/**
 * Where uploaded photos go: a folder of photos/, where the build's photo step finds originals, named in
 * a field as "uploads/<file>" (photos/ is where a picture's `file` is relative to).
 */
export const CMS_MEDIA_FOLDER = 'photos/uploads';

export function cmsConfig(settings: CmsSettings) {
  return {
    backend: {
      name: 'github' as const,
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.siteUrl,
      auth_endpoint: CMS_AUTH_ENDPOINT,
    },
    app_title: `${business.name}: site editor`,
    // The business's logo on the sign-in screen, not the editor's own.
    logo_url: '/images/logo.svg',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: CMS_MEDIA_FOLDER,
    public_folder: 'uploads',
    // The photo step's own limit on an original: a bigger upload would stop the build.
    media_libraries: { default: { config: { max_file_size: MAX_ORIGINAL_BYTES } } },
    collections: cmsCollections(),
  };
}
