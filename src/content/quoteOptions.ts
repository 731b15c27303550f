/**
 * Options of the quote request form (SPEC section 3). The values are what the lead API stores;
 * the labels are what visitors read. The lead schema (src/lib) takes its enums from here.
 */
export const fenceTypeOptions = [
  { value: 'cedar', label: 'Cedar wood' },
  { value: 'ornamental', label: 'Ornamental iron / steel' },
  { value: 'composite', label: 'Composite' },
  { value: 'chainlink', label: 'Chain link' },
  { value: 'custom', label: 'Custom design' },
  { value: 'unsure', label: 'Not sure yet' },
] as const;

export const timelineOptions = [
  { value: 'immediately', label: 'As soon as possible' },
  { value: '1month', label: 'Within 1 month' },
  { value: '3months', label: 'Within 3 months' },
  { value: 'planning', label: 'Just planning' },
] as const;

export const referralSourceOptions = [
  { value: 'google', label: 'Google search' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'friend', label: 'Friend or family' },
  { value: 'neighbor', label: 'Saw it at a neighbor’s' },
  { value: 'other', label: 'Other' },
] as const;

export type FenceType = (typeof fenceTypeOptions)[number]['value'];
export type Timeline = (typeof timelineOptions)[number]['value'];
export type ReferralSource = (typeof referralSourceOptions)[number]['value'];
