/**
 * What the choice of arrival windows says (src/components/booking/PickTime.tsx): the owner's words
 * (content/booking.json, src/content/bookingWords.ts) with the moment's values filled in. The windows,
 * the visit's name and length and the API's refusals come from the booking API
 * (content/availability.json, content/messages.json).
 */
import { bookingChoice as words } from '../../content/bookingWords';
import { fillOwn } from '../../content/ownValues';

export const bookingCopy = {
  ...words,
  intro: (visit: string, minutes: number) => fillOwn(words.intro, { visit, minutes: String(minutes) }),
  /** "Monday, March 9, arriving between 8 AM and 10 AM." from the window's "8 AM - 10 AM". */
  bookedWhen: (day: string, time: string) => {
    const [start = time, end = ''] = time.split(' - ');
    return fillOwn(words.bookedWhen, { day, start, end });
  },
  bookedReference: (reference: string) => fillOwn(words.bookedReference, { reference }),
} as const;
