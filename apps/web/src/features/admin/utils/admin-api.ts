import { DeletedSchema, dataResponse } from '@squash/core';
import { api } from '@/lib/api-client';

/** What every admin DELETE answers: the id of the record that went. */
export const DeletedResponseSchema = dataResponse(DeletedSchema);

/** The shared client, with the back office's delete answer built in. */
export const adminApi = {
  get: api.get,
  post: api.post,
  patch: api.patch,
  put: api.put,
  delete: (path: `/${string}`) => api.delete(path, DeletedResponseSchema),
};
