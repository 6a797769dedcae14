import { zodResolver } from '@hookform/resolvers/zod';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  MAX_RANKINGS_CHARS,
  type RankingsImportRequest,
  RankingsImportRequestSchema,
  type RankingsPreview,
} from '@squash/core';
import { GENDERS } from '@squash/core/rules';
import { ArrowLeft, Check, FileSearch } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ButtonLink } from '@/components/button-link';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { PageHeader } from '../../components/page-header';
import { genderLabel } from '../../components/status-badges';
import { formatDay } from '../../utils/format';
import { useApplyRankings, usePreviewRankings } from '../api/import-rankings';

/** The form's fields: the request's, with 'both lists' as an empty gender. */
const RankingsFormSchema = RankingsImportRequestSchema.extend({
  gender: z.union([z.literal(''), z.enum(GENDERS)]),
});
type RankingsFormValues = z.infer<typeof RankingsFormSchema>;

const EXAMPLE = 'rank,player\n1,https://www.psaworldtour.com/player/ali-farag/\n2,Paul Coll';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * 'Import Rankings': a world ranking list (CSV or JSON, pasted or from a file) of players named by tour
 * profile URL or name, with their ranks. The preview shows what changes, which names match nobody and
 * which rows can't be used; applying sets the ranks and the date of the list.
 */
export function AdminRankingsPage() {
  const navigate = useNavigate();
  const previewRankings = usePreviewRankings();
  const applyRankings = useApplyRankings();
  const [preview, setPreview] = useState<{ request: RankingsImportRequest; result: RankingsPreview } | null>(null);
  const form = useForm<RankingsFormValues>({
    resolver: zodResolver(RankingsFormSchema),
    defaultValues: { content: '', listDate: today(), gender: '' },
  });
  const { errors } = form.formState;

  const onPreview = form.handleSubmit((values) => {
    const request: RankingsImportRequest = {
      content: values.content,
      listDate: values.listDate,
      ...(values.gender ? { gender: values.gender } : {}),
    };
    previewRankings.mutate(request, { onSuccess: (result) => setPreview({ request, result }) });
  });

  const onFileChosen = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_RANKINGS_CHARS * 4) {
      form.setError('content', { message: t`The rankings list is too large (at most 1,000,000 characters)` });
      return;
    }
    form.setValue('content', await file.text(), { shouldValidate: true });
  };

  const onApply = () => {
    if (!preview) return;
    applyRankings.mutate(preview.request, {
      onSuccess: (result) => {
        const listDate = formatDay(result.listDate);
        toast.success(
          plural(result.updated, {
            one: `World ranks updated for # player (list of ${listDate})`,
            other: `World ranks updated for # players (list of ${listDate})`,
          }),
        );
        void navigate(paths.admin.players.getHref());
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <title>{t`Import Rankings · Admin`}</title>
      <PageHeader
        title={t`Import Rankings`}
        actions={
          <ButtonLink to={paths.admin.players.getHref()} variant="outline" icon={ArrowLeft}>
            <Trans>Players</Trans>
          </ButtonLink>
        }
      />
      {preview && (
        <PreviewCard
          preview={preview.result}
          applying={applyRankings.isPending}
          applyError={applyRankings.isError ? errorMessage(applyRankings.error) : null}
          onApply={onApply}
          onBack={() => {
            applyRankings.reset();
            setPreview(null);
          }}
        />
      )}
      {/* The form stays mounted under the preview, so Back to Form finds the list as it was. */}
      <Card className={preview ? 'hidden' : undefined}>
        <form onSubmit={onPreview} noValidate className="flex flex-col gap-6">
          <CardContent className="grid gap-6 pt-6">
            {previewRankings.isError && (
              <ErrorAlert>
                <Trans>Error reading the rankings list: {errorMessage(previewRankings.error)}</Trans>
              </ErrorAlert>
            )}
            <ListFields form={form} />
            <FormField
              label={t`Rankings list (CSV or JSON)`}
              hint={t`One player a line: their tour profile URL or name, and their rank, with or without a header row.`}
              error={errors.content?.message}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={10}
                  spellCheck={false}
                  placeholder={EXAMPLE}
                  className="font-mono text-sm"
                  {...form.register('content')}
                />
              )}
            </FormField>
            <FormField label={t`Or read it from a file`}>
              {(control) => (
                <Input
                  {...control}
                  type="file"
                  accept=".csv,.json,.txt,text/csv,application/json,text/plain"
                  className="h-auto py-1.5 file:me-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-semibold file:text-foreground"
                  onChange={(event) => void onFileChosen(event.target.files?.[0])}
                />
              )}
            </FormField>
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={previewRankings.isPending}>
              <FileSearch aria-hidden="true" />
              {previewRankings.isPending ? t`Reading...` : t`Preview`}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}

/** The list's date and which tour's players it ranks. */
function ListFields({ form }: { form: UseFormReturn<RankingsFormValues> }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FormField label={t`Date of the list`} error={form.formState.errors.listDate?.message}>
        {(control) => <Input {...control} type="date" {...form.register('listDate')} />}
      </FormField>
      <FormField
        label={t`Players`}
        hint={t`Men's and women's lists are separate.`}
        error={form.formState.errors.gender?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('gender')}>
            <option value="">
              <Trans>Men's and women's</Trans>
            </option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {genderLabel(gender)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

function PreviewCard({
  preview,
  applying,
  applyError,
  onApply,
  onBack,
}: {
  preview: RankingsPreview;
  applying: boolean;
  applyError: string | null;
  onApply: () => void;
  onBack: () => void;
}) {
  const found = preview.changes.length + preview.unchanged;
  const canApply = preview.problems.length === 0 && found > 0;
  const changes = plural(preview.changes.length, { one: '# rank changes', other: '# ranks change' });
  const problems = plural(preview.problems.length, { one: '# problem', other: '# problems' });
  const { unchanged } = preview;
  const notFound = preview.unknown.length;
  const format = preview.format.toUpperCase();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Preview: list of {formatDay(preview.listDate)}</Trans>
        </CardTitle>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Trans>
            {changes}, {unchanged} unchanged, {notFound} not found, {problems} ({format}).
          </Trans>
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        {preview.problems.length > 0 && (
          <ErrorAlert>
            <p className="font-semibold">
              <Trans>Fix these rows before applying the list:</Trans>
            </p>
            <ul className="mt-2 list-disc ps-5">
              {preview.problems.map((problem) => (
                <li key={`${problem.line}:${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </ErrorAlert>
        )}
        {applyError && <ErrorAlert>{applyError}</ErrorAlert>}
        {preview.changes.length > 0 && <RankChanges changes={preview.changes} />}
        {preview.unknown.length > 0 && (
          <section aria-labelledby="rank-unknown">
            <h3 id="rank-unknown" className="mb-1 font-semibold">
              <Trans>Not found</Trans>
            </h3>
            <p className="mb-2 text-sm text-muted-foreground">
              <Trans>
                No player has these names or profiles: nothing is done for them. Add the player first to rank them.
              </Trans>
            </p>
            <ul className="grid gap-1 text-sm">
              {preview.unknown.map((row) => (
                <li key={row.line}>
                  <span className="text-muted-foreground">
                    <Trans>Line {row.line}:</Trans>
                  </span>{' '}
                  <span className="break-all">{row.player}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Form</Trans>
        </Button>
        <Button type="button" onClick={onApply} disabled={!canApply || applying}>
          <Check aria-hidden="true" />
          {applying ? t`Applying...` : t`Apply Rankings`}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The players whose world rank the list changes: now and new. */
function RankChanges({ changes }: { changes: RankingsPreview['changes'] }) {
  return (
    <section aria-labelledby="rank-changes">
      <h3 id="rank-changes" className="mb-2 font-semibold">
        <Trans>Ranks that change</Trans>
      </h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Player</Trans>
            </TableHead>
            <TableHead className="hidden sm:table-cell">
              <Trans>Tour</Trans>
            </TableHead>
            <TableHead className="text-end">
              <Trans>Now</Trans>
            </TableHead>
            <TableHead className="text-end">
              <Trans>New</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.playerId}>
              <TableCell>
                <Link to={paths.admin.player.getHref(change.playerId)} className="text-primary hover:underline">
                  {change.fullName}
                </Link>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{genderLabel(change.gender)}</TableCell>
              <TableCell className="text-end tabular-nums">{change.currentRank ?? t`N/A`}</TableCell>
              <TableCell className="text-end font-semibold tabular-nums">{change.newRank}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
