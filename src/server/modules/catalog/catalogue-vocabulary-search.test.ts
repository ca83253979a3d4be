import { describe, expect, it } from 'vitest';
import { englishGroupsOf } from './catalogue-vocabulary-search';

describe('the catalogue vocabulary read back to English', () => {
  it('pairs the parts of a term at its colon: "Kondensator: ceramiczny" is "Capacitor: ceramic"', () => {
    expect(englishGroupsOf('ceramiczny')).toEqual([['ceramic']]);
    expect(englishGroupsOf('Kondenzátor')).toContainEqual(['capacitor']);
    expect(englishGroupsOf('keramisch')).toEqual([['ceramic']]);
  });

  it('keeps a part whose word order differs as a group whose words must all match', () => {
    expect(englishGroupsOf('opaska')).toEqual([['cable', 'tie']]);
    expect(englishGroupsOf('kablowa')).toEqual(
      expect.arrayContaining([
        ['cable', 'tie'],
        ['cable', 'gland'],
      ]),
    );
    expect(englishGroupsOf('Kabelbinder')).toEqual([['cable', 'tie']]);
  });

  it('reads a word typed in part as the vocabulary words it begins', () => {
    expect(englishGroupsOf('kondensat')).toContainEqual(['capacitor']);
  });

  it('leaves short words, words the English has too, and unknown words alone', () => {
    expect(englishGroupsOf('z')).toEqual([]);
    expect(englishGroupsOf('usb')).toEqual([]);
    expect(englishGroupsOf('zener')).toEqual([]);
    expect(englishGroupsOf('xyzzy')).toEqual([]);
  });
});
