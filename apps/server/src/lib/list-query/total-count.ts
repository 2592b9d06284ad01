import { TOTAL_COUNT_HEADERS } from '@emisja/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { readInParallel } from '../../db/parallel-reads.ts';

// The total of a list is counted only when the client asks for it (product-decisions section 6): the web's tables send
// `X-Request-Total-Count: true`; load-all calls and the kanban do not, and save the count query.

/** A page of a list, with the number of rows of the whole filtered list when it was asked for. */
export interface ListPage<Row> {
  rows: Row[];
  total?: number;
}

export function isTotalCountRequested(request: FastifyRequest): boolean {
  const value = request.headers[TOTAL_COUNT_HEADERS.request];
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/**
 * Sends a list page: the rows as the body (spec section 7: "the answer is an array") and, when counted, the total in
 * `X-Total-Count`, exposed to browser scripts for cross-origin callers.
 *
 * @example
 * const page = await findAdvisors(db, scope, query, { withTotal: isTotalCountRequested(request) });
 * return replyWithList(reply, page);
 */
export function replyWithList<Row>(reply: FastifyReply, page: ListPage<Row>): Row[] {
  if (page.total !== undefined) {
    reply.header(TOTAL_COUNT_HEADERS.response, String(page.total));
    reply.header('access-control-expose-headers', 'X-Total-Count');
  }
  return page.rows;
}

/**
 * Runs the statement of a page's rows and, only when the total was asked for, the count of the filtered list beside it.
 * Statements are passed unrun (Drizzle runs a query when it is awaited), so an uncounted page never runs its count.
 */
export async function readListPage<Row>(
  db: DbExecutor,
  statements: { rows: PromiseLike<Row[]>; count: PromiseLike<{ total: number }[]> },
  withTotal = false,
): Promise<ListPage<Row>> {
  if (!withTotal) return { rows: await statements.rows };
  const [rows, [count]] = await readInParallel(db, [() => statements.rows, () => statements.count]);
  return { rows, total: count?.total ?? 0 };
}

/** The page with its rows turned into another shape (repository rows into the contract's rows). */
export function mapListPage<Row, Mapped>(page: ListPage<Row>, map: (row: Row) => Mapped): ListPage<Mapped> {
  return { ...page, rows: page.rows.map(map) };
}
