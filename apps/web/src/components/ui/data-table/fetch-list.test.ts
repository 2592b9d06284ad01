import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { errorResponse, mockServerApi, receivedRequests } from '@/testing/server-api';
import { fetchList } from './fetch-list';

const ZRow = z.object({ id: z.string() });
const QUERY = {
  limit: 20,
  offset: 40,
  filters: [{ column: 'brokerNetworkIds', operator: 'contain' as const, value: ['n1', 'n2'] }],
  sort: { column: 'surname', order: 'desc' as const },
};

function listResponse(body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
}

describe('fetchList', () => {
  it('sends the list query and asks for the total, which it reads from X-Total-Count', async () => {
    const fetchMock = mockServerApi({ 'GET /public-api/rows': listResponse([{ id: 'a' }], { 'x-total-count': '41' }) });

    expect(await fetchList('/public-api/rows', QUERY, ZRow)).toEqual({ rows: [{ id: 'a' }], total: 41 });

    const [request] = receivedRequests(fetchMock);
    expect(request?.headers.get('x-request-total-count')).toBe('true');
    expect(decodeURIComponent(new URL(request?.url ?? '').search)).toBe(
      '?limit=20&offset=40&filters[brokerNetworkIds][value][]=n1&filters[brokerNetworkIds][value][]=n2' +
        '&filters[brokerNetworkIds][operator]=contain&sort=surname&order=desc',
    );
  });

  it('appends to a path that has a query already, and can skip the count', async () => {
    const fetchMock = mockServerApi({ 'GET /public-api/rows': listResponse([]) });
    expect(
      await fetchList('/public-api/rows?campaign=c1', { limit: 99999, offset: 0, filters: [] }, ZRow, { withTotal: false }),
    ).toEqual({
      rows: [],
      total: undefined,
    });
    const [request] = receivedRequests(fetchMock);
    expect(request?.headers.has('x-request-total-count')).toBe(false);
    expect(new URL(request?.url ?? '').search).toBe('?campaign=c1&limit=99999&offset=0');
  });

  it('ignores a total that is not a number', async () => {
    mockServerApi({ 'GET /public-api/rows': listResponse([], { 'x-total-count': 'many' }) });
    expect((await fetchList('/public-api/rows', QUERY, ZRow)).total).toBeUndefined();
  });

  it('fails with the API error of a refused call, and with error.unexpected for rows outside the contract', async () => {
    mockServerApi({ 'GET /public-api/rows': errorResponse(400, { label: 'error.validation', violations: [] }) });
    await expect(fetchList('/public-api/rows', QUERY, ZRow)).rejects.toMatchObject({ status: 400, label: 'error.validation' });

    mockServerApi({ 'GET /public-api/rows': listResponse([{ id: 1 }], { 'x-total-count': '1' }) });
    const error = await fetchList('/public-api/rows', QUERY, ZRow).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ label: 'error.unexpected' });
  });
});
