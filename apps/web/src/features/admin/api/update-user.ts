import { AdminUserSchema, dataResponse } from '@squash/core';
import { adminApi } from '../lib/admin-api';
import { useAdminMutation } from '../lib/use-admin-mutation';
import type { UserInput } from './create-user';
import { getUserQueryOptions } from './get-user';
import { getUsersQueryOptions } from './get-users';

/** `PUT /api/admin/users/:id`: username, points, correctTips and totalTips, all of them (spec 001 §7). */
export async function updateUser({ id, ...body }: UserInput & { id: string }) {
  return (await adminApi.put(`/admin/users/${encodeURIComponent(id)}`, body, dataResponse(AdminUserSchema))).data;
}

export const useUpdateUser = () =>
  useAdminMutation(updateUser, (user) => [getUserQueryOptions(user.id).queryKey, getUsersQueryOptions().queryKey]);
