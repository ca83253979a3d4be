import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';

describe('AppError across module copies', () => {
  it('is recognised by instanceof when thrown by another copy of the module (the page bundle has one)', async () => {
    vi.resetModules();
    const copy = await import('./errors');
    expect(copy.AppError).not.toBe(AppError);
    expect(new copy.AppError(404, 'errors.notFound')).toBeInstanceOf(AppError);
    expect(new Error('x')).not.toBeInstanceOf(AppError);
    expect(null).not.toBeInstanceOf(AppError);
  });
});
