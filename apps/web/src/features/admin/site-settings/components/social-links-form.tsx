import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SOCIAL_LINK_MAX_LENGTH, SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from '@squash/core';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { SocialIcon } from '@/features/site';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveSiteSettings } from '../api/site-settings';

/** What an address the footer can link to must be: a web page, http or https, not too long. */
function problemWith(url: string): string | undefined {
  if (url === '') return undefined;
  if (url.length > SOCIAL_LINK_MAX_LENGTH) return t`At most ${SOCIAL_LINK_MAX_LENGTH} characters`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return t`Enter a full web address, starting with https://`;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:'
    ? undefined
    : t`Enter a full web address, starting with https://`;
}

const EXAMPLES: Record<SocialNetwork, string> = {
  Facebook: 'https://www.facebook.com/…',
  Instagram: 'https://www.instagram.com/…',
  X: 'https://x.com/…',
  YouTube: 'https://www.youtube.com/@…',
};

/** The footer's four links: an empty box shows no link for that network. Every save is in the audit log. */
export function SocialLinksForm({ links }: { links: SocialLinks }) {
  const save = useSaveSiteSettings();
  const id = useId();
  const [values, setValues] = useState<Record<SocialNetwork, string>>({
    Facebook: links.Facebook ?? '',
    Instagram: links.Instagram ?? '',
    X: links.X ?? '',
    YouTube: links.YouTube ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<SocialNetwork, string>>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, values[name].trim()])) as Record<
      SocialNetwork,
      string
    >;
    const found = Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((name) => {
        const problem = problemWith(trimmed[name]);
        return problem ? [[name, problem]] : [];
      }),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        socialLinks: {
          Facebook: trimmed.Facebook || null,
          Instagram: trimmed.Instagram || null,
          X: trimmed.X || null,
          YouTube: trimmed.YouTube || null,
        },
      });
    } catch (error) {
      // The server's own check (the same rule): its messages name the network.
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(
        Object.fromEntries(
          SOCIAL_NETWORKS.flatMap((name) => {
            const message = fields[`socialLinks.${name}`];
            return message ? [[name, message]] : [];
          }),
        ),
      );
      return;
    }
    setValues(trimmed);
    toast.success(t`Social links saved: the footer shows them on every page now`);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Social links`}>
      {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
        <ErrorAlert>{errorMessage(save.error)}</ErrorAlert>
      )}
      {SOCIAL_NETWORKS.map((name) => (
        <FormField key={name} id={`${id}-${name}`} label={name} error={errors[name]}>
          {(control) => (
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full border text-muted-foreground">
                <SocialIcon name={name} className="size-[18px]" />
              </span>
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                dir="ltr"
                placeholder={EXAMPLES[name]}
                maxLength={SOCIAL_LINK_MAX_LENGTH + 50}
                value={values[name]}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              />
            </div>
          )}
        </FormField>
      ))}
      <div>
        <PendingButton type="submit" pending={save.isPending}>
          <Trans>Save social links</Trans>
        </PendingButton>
      </div>
    </form>
  );
}
