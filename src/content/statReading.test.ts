import { stats } from './business';
import { statFromReading } from './statReading';

describe('statFromReading', () => {
  test('splits every business figure into the counter target and the text after it', () => {
    expect(statFromReading(stats.customers, 'Customers')).toEqual({ value: 500, suffix: '+', label: 'Customers' });
    expect(statFromReading(stats.propertiesFenced, 'Properties')).toEqual({
      value: 450,
      suffix: '+',
      label: 'Properties',
    });
    expect(statFromReading(stats.satisfaction, 'Satisfaction')).toEqual({
      value: 98,
      suffix: '%',
      label: 'Satisfaction',
    });
    expect(statFromReading(stats.team, 'Team')).toEqual({ value: 20, label: 'Team' });
    expect(statFromReading(stats.yearsInBusiness, 'Years')).toEqual({ value: 21, label: 'Years' });
  });

  test('every figure in business.ts is one a counter can animate', () => {
    for (const reading of Object.values(stats)) expect(() => statFromReading(reading, 'x')).not.toThrow();
  });

  test('refuses a reading a counter would garble while counting', () => {
    // "100s+" would count up as "0s+ … 57s+ … 100s+".
    expect(() => statFromReading('100s+', 'Projects')).toThrow(/not a whole number/);
    expect(() => statFromReading('many', 'Projects')).toThrow(/not a whole number/);
    expect(() => statFromReading('1,000+', 'Projects')).toThrow(/not a whole number/);
  });
});
