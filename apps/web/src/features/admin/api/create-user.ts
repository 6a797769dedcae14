import { AdminUserSchema, dataResponse, type UserFormSchema } from '@squash/core';
import type { z } from 'zod';
import { adminApi } from '../lib/admin-api';
import { useAdminMutation } from '../lib/use-admin-mutation';
import { getUsersQueryOptions } from './get-users';

export type UserInput = z.input<typeof UserFormSchema>;

/** `POST /api/admin/users`: a profile without a sign-in (like the old site's migrated ones). */
export async function createUser(body: UserInput) {
  return (await adminApi.post('/admin/users', body, dataResponse(AdminUserSchema))).data;
}

export const useCreateUser = () => useAdminMutation(createUser, () => [getUsersQueryOptions().queryKey]);
