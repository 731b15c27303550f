/**
 * The values the quote form's fixed choices post, and the lead API stores with every request: when
 * the work is needed, and how the visitor heard of us. They are the code's, never the owner's: stored
 * leads, the lead schema (src/lib/leadSchema.ts, which refuses any other value) and the office's
 * e-mails read them. What each choice says is the owner's, in content/forms.json (./schemas/formWords.ts),
 * one field per value in this order, so a choice can be reworded but never added, lost or renamed.
 * With what the editor calls each one (the value itself means nothing to the owner).
 */
export const timelineChoices = {
  immediately: 'Right away',
  '1month': 'Within a month',
  '3months': 'Within three months',
  planning: 'Only planning',
} as const;

export const referralSourceChoices = {
  google: 'A Google search',
  facebook: 'Facebook',
  friend: 'A friend or family',
  neighbor: 'A neighbor’s job',
  other: 'Anything else',
} as const;

export type Timeline = keyof typeof timelineChoices;
export type ReferralSource = keyof typeof referralSourceChoices;

export const timelineValues = Object.keys(timelineChoices) as Timeline[];
export const referralSourceValues = Object.keys(referralSourceChoices) as ReferralSource[];
