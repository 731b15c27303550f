/** The icon sprite and the IconName type must list the same icons, or an icon renders empty. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { iconNames } from '../../content/iconNames';

const sprite = readFileSync(path.join(__dirname, '../../assets/icons.svg'), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

test('every icon name has exactly one 24 x 24 symbol in the sprite, and the sprite has no others', () => {
  expect([...symbolIds].sort()).toEqual([...iconNames].sort());
  expect(new Set(symbolIds).size).toBe(symbolIds.length);
});

test('every symbol draws something', () => {
  const symbols = sprite.split('<symbol ').slice(1);
  for (const symbol of symbols) expect(symbol).toMatch(/<path d="M[^"]+"\/>/);
});
