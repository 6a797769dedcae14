import { type MyEntry, MyEntrySchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const MyEntriesResponseSchema = z.object({ data: z.array(MyEntrySchema) });

/** `GET /api/entries`: the signed-in fan's entries, each with its tournament, score and rank. */
export async function getMyEntries(signal?: AbortSignal): Promise<MyEntry[]> {
  return (await api.get('/entries', MyEntriesResponseSchema, { signal })).data;
}

export const myEntriesQueryOptions = () =>
  queryOptions({ queryKey: ['entries', 'mine'], queryFn: ({ signal }) => getMyEntries(signal) });

/** The spec: once a user is loaded, their entries are fetched. */
export function useMyEntries({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myEntriesQueryOptions(), enabled });
}
