/**
 * Escapes text for HTML and XML: safe in element content and in quoted attribute values (single or
 * double). `&#39;` rather than `&apos;` for the apostrophe: a numeric reference means the same in
 * both languages. Pure, so the server (e-mails, no-JS pages), the build scripts and the page bundle
 * (the sitemap XML) share it.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
