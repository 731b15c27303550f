/**
 * "Why Choose Us?" -> "why-choose-us". Used for element ids instead of React's useId: the prerender
 * snapshot is made by a client render, whose useId values differ from those hydration generates.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
