import { describe, expect, it } from 'vitest';
import { Rng } from '../../db/seed/prng';
import { CATEGORY_TREE, type CategoryNode } from '../../db/seed/taxonomy';
import { translateGeneratedText } from './catalogue-language';
import { PATTERNS, TERMS } from './catalogue-vocabulary';

/** Every name and text value the generator can produce: each leaf's whole part space, point by point. */
function generatorTexts(): { names: Set<string>; values: Set<string> } {
  const names = new Set<string>();
  const values = new Set<string>();
  const visit = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      if (node.children) visit(node.children);
      if (!node.leaf) continue;
      const { axes, build } = node.leaf.family;
      const space = axes.reduce((a, b) => a * b, 1);
      for (let point = 0; point < space; point++) {
        const choice = new Array<number>(axes.length);
        for (let k = axes.length - 1, rest = point; k >= 0; k--) {
          choice[k] = rest % axes[k]!;
          rest = Math.floor(rest / axes[k]!);
        }
        const draft = build(choice, new Rng(point));
        names.add(draft.name);
        for (const p of draft.parameters) if (p.valueSi === null) values.add(p.display);
      }
    }
  };
  visit(CATEGORY_TREE);
  return { names, values };
}

/** A segment is a word to translate when it holds a lower-case word; codes (SMD, 0603, Ø5x11mm, TO-220) are not. */
const WORDY = /(^|[^A-Za-z0-9])[a-z]{2,}($|[^A-Za-z0-9])/;

describe('catalogue vocabulary', () => {
  const { names, values } = generatorTexts();

  it('walks the whole taxonomy', () => {
    expect(names.size).toBeGreaterThan(100);
    expect(values.size).toBeGreaterThan(300);
  });

  it('has every product name of the generator in pl, hu and de', () => {
    const known = new Set(TERMS.map((t) => t[0]));
    const missing = [...names].filter((name) => !known.has(name.split('; ')[0]!));
    expect(missing).toEqual([]);
    // Polish has a word of its own for every name; Hungarian and German keep a few ("LED", "IC: PMIC").
    for (const name of names)
      expect(translateGeneratedText(name.split('; ')[0]!, 'pl'), name).not.toBe(name.split('; ')[0]);
  });

  it('has every word of every name and text value in pl, hu and de', () => {
    const known = new Set(TERMS.map((t) => t[0]));
    const segments = new Set(
      [...names, ...values].flatMap((text) => text.split('; ').filter((s) => WORDY.test(s))),
    );
    const untranslated = [...segments].filter((s) => !known.has(s) && !PATTERNS.some((p) => p.en.test(s)));
    expect(untranslated).toEqual([]);
  });

  it('has no empty or duplicate entries', () => {
    const seen = new Set<string>();
    for (const row of TERMS) {
      expect(seen.has(row[0]), row[0]).toBe(false);
      seen.add(row[0]);
      for (const text of row) expect(text.trim(), row[0]).not.toBe('');
    }
  });

  it('translates names and words and keeps codes and values', () => {
    expect(translateGeneratedText('Resistor: thick film; SMD; 0603; 10kΩ; ±1%; 0.1W; -55…155°C', 'pl')).toBe(
      'Rezystor: grubowarstwowy; SMD; 0603; 10kΩ; ±1%; 0.1W; -55…155°C',
    );
    expect(translateGeneratedText('Capacitor: ceramic; MLCC; SMD; 0603', 'pl')).toBe(
      'Kondensator: ceramiczny; MLCC; SMD; 0603',
    );
    expect(translateGeneratedText('Capacitor: ceramic; MLCC', 'de')).toBe('Kondensator: keramisch; MLCC');
    expect(translateGeneratedText('Resistor: thick film', 'hu')).toBe('Ellenállás: vastagréteg');
    expect(translateGeneratedText('IC: timer; timer; CMOS; DIP-8; THT', 'pl')).toBe(
      'Układ scalony: timer; timer; CMOS; DIP-8; THT',
    );
    expect(translateGeneratedText('Potentiometer: shaft; single turn; 10kΩ; logarithmic', 'de')).toBe(
      'Potentiometer: mit Welle; einfach drehend; 10kΩ; logarithmisch',
    );
    expect(translateGeneratedText('2 rows', 'pl')).toBe('2 rzędy');
    expect(translateGeneratedText('5 rows', 'pl')).toBe('5 rzędów');
    expect(translateGeneratedText('2 rows', 'de')).toBe('2-reihig');
    expect(translateGeneratedText('M3x6; 100 pcs', 'hu')).toBe('M3x6; 100 db');
    expect(translateGeneratedText('Resistor: thick film; SMD', 'en')).toBe('Resistor: thick film; SMD');
  });
});
