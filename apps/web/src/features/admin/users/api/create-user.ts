import { AdminUserSchema, dataResponse, type UserFormSchema } from '@squash/core';
import type { z } from 'zod';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';
import { useAdminMutation } from '../../utils/use-admin-mutation';

export type UserInput = z.input<typeof UserFormSchema>;

/** `POST /api/admin/users`: a profile without a sign-in (like the old site's migrated ones). */
export async function createUser(body: UserInput) {
  return (await adminApi.post('/admin/users', body, dataResponse(AdminUserSchema))).data;
}

export const useCreateUser = () => useAdminMutation(createUser, () => [queryKeys.admin.users.lists()]);
