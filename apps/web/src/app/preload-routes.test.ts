import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoutes, routes } from './router';

function routeById(id: string, list: RouteObject[] = routes): RouteObject | undefined {
  for (const route of list) {
    if (route.id === id) return route;
    const child = route.children ? routeById(id, route.children) : undefined;
    if (child) return child;
  }
  return undefined;
}

const originals = new Map<RouteObject, RouteObject['lazy']>();

function spyOnLazy(id: string) {
  const route = routeById(id);
  if (!route || typeof route.lazy !== 'function') throw new Error(`route ${id} has no lazy function`);
  originals.set(route, route.lazy);
  const spy = vi.fn(async () => ({}));
  route.lazy = spy;
  return spy;
}

afterEach(() => {
  for (const [route, lazy] of originals) route.lazy = lazy;
  originals.clear();
});

describe('preloadRoutes', () => {
  it('starts loading the code of the route that matches the path, and of no other route', () => {
    const landing = spyOnLazy('landing');
    const investorLogin = spyOnLazy('investor-login');
    const campaign = spyOnLazy('campaign');

    preloadRoutes('/investor-login');

    expect(investorLogin).toHaveBeenCalledTimes(1);
    expect(landing).not.toHaveBeenCalled();
    expect(campaign).not.toHaveBeenCalled();
  });

  it('ignores a path no route matches and a failed load', async () => {
    const campaign = spyOnLazy('campaign');
    campaign.mockRejectedValueOnce(new Error('offline'));
    expect(() => preloadRoutes('/no/such/page/at/all')).not.toThrow();
    preloadRoutes('/campaign');
    expect(campaign).toHaveBeenCalledTimes(1);
    await expect(campaign.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
