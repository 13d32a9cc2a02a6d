/** Parameter handling shared by the list-shaped endpoints. */
import type { Params } from '../server/params.ts';
import type { ListItemOptions } from '../store/listItem.ts';

export function listItemOptions(params: Params): ListItemOptions {
  return {
    format: params.str('format')?.toLowerCase() === 'tiles' ? 'tiles' : 'list',
    clientDetails: params.bool('getclientdetails'),
    adminInfo: params.bool('getadmininfo'),
  };
}

/** 1-based page; anything below 1 or malformed is page 1. */
export function pageParam(params: Params): number {
  return Math.max(1, params.int('page', 1));
}

export function pageSlice<T>(items: readonly T[], records: number, page: number): T[] {
  if (records === 0) return [...items];
  const start = (page - 1) * records;
  return items.slice(start, start + records);
}
