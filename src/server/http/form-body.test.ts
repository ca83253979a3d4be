import { describe, expect, it } from 'vitest';
import { FormBodyError, parseFormBody } from './form-body';

describe('parseFormBody', () => {
  it('reads plain fields, lists and nested lists', () => {
    expect(
      parseFormBody(
        'formula=a&resources_symbol[]=x&resources_symbol[]=y&attributes[certificateName][]=RoHS&attributes[certificateName][]=CE&o[k]=v',
      ),
    ).toEqual({
      formula: 'a',
      resources_symbol: ['x', 'y'],
      attributes: { certificateName: ['RoHS', 'CE'] },
      o: { k: 'v' },
    });
    expect(parseFormBody('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
    expect(parseFormBody('a%5B%5D=x+y')).toEqual({ a: ['x y'] });
    expect(parseFormBody('')).toEqual({});
  });

  it('refuses shapes that contradict themselves and prototype keys', () => {
    for (const body of [
      'a[]=1&a[x]=2',
      'a=1&a[x]=2',
      'a[x]=1&a=2',
      '__proto__[x]=1',
      'a[constructor][x]=1',
      'a[][x]=1',
      'a[b][c][d][e][f]=1',
    ]) {
      expect(() => parseFormBody(body), body).toThrow(FormBodyError);
    }
  });
});
