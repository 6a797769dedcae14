import { dataResponse, type UpdateUserRequest, type UserDetails, UserDetailsSchema } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const UserDetailsResponseSchema = dataResponse(UserDetailsSchema);

/** `PATCH /api/user`: only the fields that changed (username, terms acceptance, notification preferences). */
export async function updateUser(changes: UpdateUserRequest): Promise<UserDetails> {
  return (await api.patch('/user', changes, UserDetailsResponseSchema)).data;
}

/** Saves profile changes; the saved profile becomes the current user everywhere (header, dashboard). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser(), user);
      // A new name or privacy changes the fan's record page.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fans.all() });
    },
  });
}
