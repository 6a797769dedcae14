import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';

/** An integer query parameter: the message names the parameter, so a 400 says what was wrong. */
export function integerParam(name: string, { min, max }: { min: number; max?: number }) {
  const wholeNumber = `${name} must be a whole number`;
  let schema = z.coerce.number({ error: wholeNumber }).int(wholeNumber).min(min, `${name} must be ${min} or greater`);
  if (max !== undefined) schema = schema.max(max, `${name} must be at most ${max}`);
  return schema;
}

export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });
}

/** `true` or `false` only: "yes" or "1" is a mistake worth reporting, not a guess. */
export function booleanParam(name: string) {
  return z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');
}

export const SortOrderSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(enumParam('sort_order', ['asc', 'desc']));
export type SortOrder = z.infer<typeof SortOrderSchema>;

export function pageQuery({ defaultPageSize = DEFAULT_PAGE_SIZE, maxPageSize = MAX_PAGE_SIZE } = {}) {
  return {
    page: integerParam('page', { min: 0 }).default(0),
    page_size: integerParam('page_size', { min: 1, max: maxPageSize }).default(defaultPageSize),
  };
}

export const PageInfoSchema = z
  .object({
    currentPage: z.number().int(),
    previousPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
    pageSize: z.number().int(),
    totalRecords: z.number().int(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof PageInfoSchema>;

export function pageInfo({
  page,
  pageSize,
  totalRecords,
}: {
  page: number;
  pageSize: number;
  totalRecords: number;
}): PageInfo {
  const lastPage = Math.max(0, Math.ceil(totalRecords / pageSize) - 1);
  return {
    currentPage: page,
    previousPage: page > 0 ? Math.min(page - 1, lastPage) : null,
    nextPage: page < lastPage ? page + 1 : null,
    pageSize,
    totalRecords,
  };
}

export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pageInfo: PageInfoSchema });
}

export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export const IdParamSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});
