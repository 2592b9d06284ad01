// The list machinery of the server: declare a list's columns, parse and check a request's list query, turn it into SQL,
// and answer with the total when asked (product-decisions section 6).
export {
  defineListColumns,
  type ListColumn,
  type ListDateKind,
  type ListDefinition,
  type ListExpression,
} from './define-list-columns.ts';
export {
  buildListQuery,
  countAll,
  escapeLikePattern,
  paged,
  type BuiltListQuery,
  type ListPageBounds,
} from './build-list-query.ts';
export { parseListRequest, validateListQuery } from './parse-list-request.ts';
export { isTotalCountRequested, mapListPage, readListPage, replyWithList, type ListPage } from './total-count.ts';
