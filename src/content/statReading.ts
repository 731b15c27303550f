/**
 * Turns a statistic as business.ts states it ("450+", "98%", "20") into the number a counter
 * reaches and the text shown after it, so pages never retype a figure.
 *
 * Only a whole number followed by nothing, "+" or "%" is accepted: a counter shows every step from
 * 0 to the target with the same suffix, so a reading like "100s+" would count as "0s+ … 57s+",
 * which reads as nonsense. Such a reading fails the build instead.
 */
import type { Stat } from './schemas/shapes';

export function statFromReading(reading: string, label: string): Stat {
  const match = /^(\d+)([+%]?)$/.exec(reading);
  if (!match) throw new Error(`statFromReading: "${reading}" is not a whole number optionally followed by "+" or "%"`);
  // The pattern admits only these two suffixes (or none).
  const suffix = match[2] as Stat['suffix'] | '';
  return suffix ? { value: Number(match[1]), suffix, label } : { value: Number(match[1]), label };
}
