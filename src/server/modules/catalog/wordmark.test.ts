import { describe, expect, it } from 'vitest';
import { wordmarkSvg } from './wordmark';

describe('wordmarkSvg', () => {
  it('draws the name, escaped, smaller for long names', () => {
    const short = wordmarkSvg('3M');
    const long = wordmarkSvg('Samsung Electro-Mechanics');
    expect(short).toContain('>3M</text>');
    expect(Number(/font-size="(\d+)"/.exec(short)![1])).toBe(22);
    expect(Number(/font-size="(\d+)"/.exec(long)![1])).toBeLessThan(12);
    expect(wordmarkSvg('C&K <x>')).toContain('C&#38;K &#60;x&#62;');
    expect(wordmarkSvg('Yageo')).toBe(wordmarkSvg('Yageo'));
  });
});
