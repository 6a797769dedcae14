import { t } from '@lingui/core/macro';
import { ClosingAccountSchema, dataResponse } from '@squash/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useForgetSession } from '@/lib/session';

/** Where the browser downloads the fan's data from (`GET /api/user/export`, an attachment). */
export const EXPORT_URL = '/api/user/export';

/** `GET /api/user/closing`: the credits held, prizes owed and upcoming entries closing would give up. */
export function useClosingAccount({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.closingAccount(),
      queryFn: async ({ signal }) =>
        (await api.get('/user/closing', dataResponse(ClosingAccountSchema), { signal })).data,
      enabled,
      staleTime: 0,
    }),
  );
}

/**
 * `DELETE /api/user`, with the password: the server ends every session; this device says so, forgets the session
 * and goes home (here, not in the form: the form is gone once the page changes).
 */
export function useCloseAccount() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: async (password: string) =>
      (await api.delete('/user', dataResponse(z.object({ closed: z.literal(true) })), { body: { password } })).data,
    onSuccess: async () => {
      toast.success(t`Your account is closed`, { description: t`Thank you for playing. You are signed out.` });
      await forget();
    },
  });
}
