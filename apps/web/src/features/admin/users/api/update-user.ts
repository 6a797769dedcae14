import { AdminUserSchema, dataResponse } from '@squash/core';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';
import { useAdminMutation } from '../../utils/use-admin-mutation';
import type { UserInput } from './create-user';

/** `PUT /api/admin/users/:id`: username, points, correctTips and totalTips, all of them (spec 001 §7). */
export async function updateUser({ id, ...body }: UserInput & { id: string }) {
  return (await adminApi.put(`/admin/users/${encodeURIComponent(id)}`, body, dataResponse(AdminUserSchema))).data;
}

export const useUpdateUser = () =>
  useAdminMutation(updateUser, (user) => [queryKeys.admin.users.detail(user.id), queryKeys.admin.users.lists()]);
