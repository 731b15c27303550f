import { stats } from './business';
import { statFromReading } from './statReading';

describe('statFromReading', () => {
  test('splits every page reading into the counter target and the text after it', () => {
    expect(statFromReading(stats.home.projects, 'Projects')).toEqual({ value: 100, suffix: 's+', label: 'Projects' });
    expect(statFromReading(stats.fences.properties, 'Properties')).toEqual({ value: 450, suffix: '+', label: 'Properties' });
    expect(statFromReading(stats.fences.satisfaction, 'Satisfaction')).toEqual({ value: 95, suffix: '%', label: 'Satisfaction' });
    expect(statFromReading(stats.about.team, 'Team')).toEqual({ value: 15, label: 'Team' });
  });

  test('refuses a reading that does not start with a number', () => {
    expect(() => statFromReading('many', 'Projects')).toThrow(/does not start with a number/);
  });
});
