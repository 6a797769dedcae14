import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CreateLeagueRequestSchema, JoinLeagueRequestSchema, LEAGUE_LIMITS } from '@squash/core';
import { LogIn, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateLeague } from '../api/leagues';

/** Name and an optional description; the new league opens, ready to share. */
export function CreateLeagueForm() {
  const navigate = useNavigate();
  const create = useCreateLeague();
  const form = useForm({
    resolver: zodResolver(CreateLeagueRequestSchema),
    defaultValues: { name: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const league = await create.mutateAsync(values);
      toast.success(t`League created`, {
        description: t`Share the invite link to bring your friends into ${league.name}.`,
      });
      await navigate(paths.league.getHref(league.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields?.name) form.setError('name', { message: error.fields.name });
      toast.error(t`Could not create the league`, { description: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t`League name`}
        error={errors.name?.message}
        hint={t`${LEAGUE_LIMITS.nameMin} to ${LEAGUE_LIMITS.nameMax} characters`}
      >
        {(control) => <Input {...control} maxLength={LEAGUE_LIMITS.nameMax} required {...form.register('name')} />}
      </FormField>
      <FormField label={t`Description (optional)`} error={errors.description?.message}>
        {(control) => (
          <Textarea {...control} rows={2} maxLength={LEAGUE_LIMITS.description} {...form.register('description')} />
        )}
      </FormField>
      <PendingButton
        type="submit"
        className="w-full sm:w-fit"
        pending={isSubmitting}
        pendingLabel={t`Creating...`}
        icon={Plus}
      >
        <Trans>Create League</Trans>
      </PendingButton>
    </form>
  );
}

/** A code typed from a message: the join step shows the league and asks before joining. */
export function JoinByCodeForm() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(JoinLeagueRequestSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    await navigate(paths.joinLeague.getHref(code));
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t`Invite code`}
        error={errors.code?.message}
        hint={t`The code in the invite link, such as K7PQ2WXR9M`}
      >
        {(control) => (
          <Input
            {...control}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase tracking-widest"
            {...form.register('code')}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" className="w-full sm:w-fit">
        <LogIn aria-hidden="true" />
        <Trans>Find League</Trans>
      </Button>
    </form>
  );
}
