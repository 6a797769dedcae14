import { t } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { RESOURCES, type Resource } from './resources';

/**
 * Puts the server's `error.fields` messages under the form's own fields ('That username is already
 * taken' under Username). Fields the form doesn't have are left to the toast. Returns how many it placed.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let placed = 0;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}

/** The notice text of a failed save: the server's message, else the spec's fallback. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Spec 001 §5: a save that changes nothing makes no call and says so, above the fields (core's NO_CHANGES_MESSAGE). */
export function noChanges<T extends FieldValues>(setError: UseFormSetError<T>) {
  setError('root', { type: 'unchanged', message: t`No changes to update` });
}

/**
 * How a back-office form saves: await the call (the form shows it is saving meanwhile), then the spec's
 * success toast and the saved record's page; on failure the server's field messages go under the
 * fields and the toast says what failed ('Error' / the message, or e.g. 'Failed to save user').
 */
export function useSaveRecord<T extends FieldValues>(
  thing: Resource,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
) {
  const navigate = useNavigate();
  return async (
    saving: Promise<{ id: string }>,
    { success, failure, errorTitle = 'Error' }: { success: string; failure: string; errorTitle?: string },
  ) => {
    try {
      const saved = await saving;
      toast.success(success);
      void navigate(RESOURCES[thing].detailHref(saved.id));
    } catch (error) {
      showServerFieldErrors(error, setError, fieldNames);
      toast.error(errorTitle, { description: saveErrorMessage(error, failure) });
    }
  };
}
