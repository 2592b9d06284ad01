import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ttl cache', () => {
  it('serves a value, including null, until it expires, then loads again', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string | null>(1000);
    const load = vi.fn(async () => null);
    expect(await cache.get('unknown.example.com', load)).toBeNull();
    expect(await cache.get('unknown.example.com', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('unknown.example.com', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createTtlCache<number>(1000);
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const values = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load, and forgets a key on delete', async () => {
    const cache = createTtlCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'loaded')).toBe('loaded');
    cache.delete('k');
    expect(await cache.get('k', async () => 'reloaded')).toBe('reloaded');
  });
});
