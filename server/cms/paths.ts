/**
 * The editor's addresses on the site, shared by the build (scripts/cms/) and the server: the page the
 * owner opens, its file in the build, and the OAuth relay's two routes (server/cms/relay.ts).
 */

/** The editor's page: /admin, like every page without a trailing slash. */
export const ADMIN_PATH = '/admin';
/** Its file in the build folder. */
export const ADMIN_HTML_FILE = 'admin/index.html';

/** The relay's first step, which the editor's sign-in window opens (`base_url` + `auth_endpoint`). */
export const CMS_AUTH_PATH = '/api/cms/auth';
/** Where GitHub sends the owner back (the OAuth app's "Authorization callback URL": SITE_URL + this). */
export const CMS_CALLBACK_PATH = '/api/cms/callback';
