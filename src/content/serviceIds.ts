/**
 * The ids of the services and kinds of job a quote request can be: what the lead API stores, what
 * the visit times (content/availability.json) and the thank-you pages' addresses (/thank-you/<service>/<job>)
 * are keyed by. They are the code's, not the owner's words: each service's words are its file,
 * content/services/<service>.json, named by its id, and a kind of job there is one of these ids.
 *
 * `jobKindValues` is also the order in which the form lists the kinds (one radio per value serves
 * every service, so each service lists its kinds in this order: its file's check says so).
 */
export const serviceValues = [
  'fences',
  'landscaping',
  'landscape-design',
  'irrigation',
  'artificial-turf',
  'foundation-repair',
  'outdoor-living',
  'other',
] as const;
export type ServiceValue = (typeof serviceValues)[number];

export const jobKindValues = ['new', 'inspection', 'repair', 'staining', 'maintenance'] as const;
export type JobKind = (typeof jobKindValues)[number];
