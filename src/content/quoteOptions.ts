/**
 * Options of the quote request form. The values are what the lead API stores; the labels are what
 * visitors read. The lead schema (src/lib) takes its enums from here.
 */
export const fenceTypeOptions = [
  { value: 'cedar', label: 'Cedar wood' },
  { value: 'ornamental', label: 'Ornamental iron / steel' },
  { value: 'composite', label: 'Composite' },
  { value: 'chainlink', label: 'Chain link' },
  { value: 'custom', label: 'Custom design' },
  { value: 'unsure', label: 'Not sure yet' },
] as const satisfies QuoteOptionsContent['fenceTypeOptions'];

export const timelineOptions = [
  { value: 'immediately', label: 'As soon as possible' },
  { value: '1month', label: 'Within 1 month' },
  { value: '3months', label: 'Within 3 months' },
  { value: 'planning', label: 'Just planning' },
] as const satisfies QuoteOptionsContent['timelineOptions'];

export const referralSourceOptions = [
  { value: 'google', label: 'Google search' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'friend', label: 'Friend or family' },
  { value: 'neighbor', label: 'Saw it at a neighbor’s' },
  { value: 'other', label: 'Other' },
] as const satisfies QuoteOptionsContent['referralSourceOptions'];

/**
 * The services a quote request can be about. `pages` are the route paths that are about the
 * service: the quote form opened on one of them, or on any page below it in the page registry,
 * starts with this service chosen.
 */
export const serviceOptions = [
  { value: 'fences', label: 'Fences', pages: ['/services/fences', '/case-studies'] },
  { value: 'landscaping', label: 'Landscaping', pages: ['/services/landscaping'] },
  {
    value: 'landscape-design',
    label: 'Landscape design',
    pages: ['/services/design', '/services/landscape-design', '/services/garden-design'],
  },
  { value: 'irrigation', label: 'Irrigation', pages: ['/services/irrigation'] },
  { value: 'artificial-turf', label: 'Artificial turf', pages: ['/services/artificial-turf'] },
  { value: 'foundation-repair', label: 'Foundation repair', pages: ['/services/foundation-repair'] },
  {
    value: 'outdoor-living',
    label: 'Outdoor living & kitchens',
    pages: ['/services/outdoor-living', '/custom-outdoor-kitchen-design-dallas'],
  },
  { value: 'other', label: 'Something else', pages: [] },
] as const satisfies QuoteOptionsContent['serviceOptions'];

export type ServiceValue = (typeof serviceOptions)[number]['value'];
export type FenceType = (typeof fenceTypeOptions)[number]['value'];
export type Timeline = (typeof timelineOptions)[number]['value'];
export type ReferralSource = (typeof referralSourceOptions)[number]['value'];
import type { QuoteOptionsContent } from './schemas/quoteOptions';
