import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  type ImportPreview,
  type ImportTournamentRequest,
  ImportTournamentRequestSchema,
  MAX_DRAW_UPLOAD_CHARS,
  type UploadDrawRequest,
} from '@squash/core';
import { GENDERS, type Gender } from '@squash/core/rules';
import { ArrowLeft, Download, FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormRegisterReturn, useController, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { roundLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { genderLabel } from '../../components/status-badges';
import { formatDay } from '../../utils/format';
import { useImportTournament } from '../api/import-tournament';
import { useImportUpload } from '../api/import-upload';
import { usePreviewImport } from '../api/preview-import';
import { usePreviewUpload } from '../api/preview-upload';

/** What the preview on screen would create: the tour page's parameters, or the uploaded file's. */
type Pending = { source: 'page'; request: ImportTournamentRequest } | { source: 'file'; request: UploadDrawRequest };

/**
 * Spec 001 §2 'Tournament import': form, then preview, then create. Besides the tour's page, a draw
 * file in the neutral format (psa-draw-fixture/v1) can be uploaded, for events no parser handles.
 */
export function ImportTournamentPage() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const importTournament = useImportTournament();
  const importUpload = useImportUpload();
  const creating = importTournament.isPending || importUpload.isPending;

  const onPreview = (next: Pending, data: ImportPreview) => {
    setPending(next);
    setPreview(data);
  };

  const onCreate = () => {
    if (!pending) return;
    const callbacks = {
      onSuccess: (result: { id: string; name: string; created: boolean }) => {
        if (result.created) {
          toast.success(t`Tournament created`, {
            description: t`Tournament ${result.name} has been created successfully`,
          });
        } else {
          toast.success(t`Tournament updated`, { description: t`Tournament ${result.name} has been updated` });
        }
        void navigate(paths.admin.tournament.getHref(result.id));
      },
      onError: (error: Error) =>
        toast.error(t`Error creating tournament`, {
          description: error.message ? error.message : t`Failed to create tournament`,
        }),
    };
    if (pending.source === 'page') importTournament.mutate(pending.request, callbacks);
    else importUpload.mutate(pending.request, callbacks);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <title>{t`Create Tournament from PSA · Admin`}</title>
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Create Tournament from PSA</Trans>
      </h1>
      {preview && pending && (
        <PreviewCard preview={preview} creating={creating} onBack={() => setPreview(null)} onCreate={onCreate} />
      )}
      {/* The forms stay mounted under the preview, so Back to Form finds what was entered (the file too). */}
      <div hidden={preview !== null}>
        <Tabs defaultValue="page">
          <TabsList aria-label={t`Source`} className="w-full sm:w-fit">
            <TabsTrigger value="page">
              <Download aria-hidden="true" />
              <Trans>Tour page</Trans>
            </TabsTrigger>
            <TabsTrigger value="file">
              <FileUp aria-hidden="true" />
              <Trans>Draw file</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="page" forceMount className="data-[state=inactive]:hidden">
            <PageForm onPreview={onPreview} />
          </TabsContent>
          <TabsContent value="file" forceMount className="data-[state=inactive]:hidden">
            <FileForm onPreview={onPreview} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

type OnPreview = (pending: Pending, data: ImportPreview) => void;

function PageForm({ onPreview }: { onPreview: OnPreview }) {
  const previewImport = usePreviewImport();
  const form = useForm({
    resolver: zodResolver(ImportTournamentRequestSchema),
    defaultValues: { url: '', gender: 'mens', is_completed: false },
  });
  const { errors } = form.formState;
  const choices = {
    gender: form.register('gender'),
    genderError: errors.gender?.message,
    completed: useController({ control: form.control, name: 'is_completed' }).field,
  };

  const onFetch = form.handleSubmit((values) => {
    previewImport.mutate(
      { url: values.url, gender: values.gender },
      { onSuccess: (data) => onPreview({ source: 'page', request: values }, data) },
    );
  });

  return (
    <Card>
      <form onSubmit={onFetch} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-6">
          {previewImport.isError && <FetchError error={previewImport.error} />}
          <FormField label={t`PSA Tournament URL`} error={errors.url?.message}>
            {(control) => (
              <Input
                {...control}
                type="url"
                placeholder={t`https://www.psasquashtour.com/tournament/...`}
                {...form.register('url')}
              />
            )}
          </FormField>
          <DrawChoices id="page" {...choices} />
        </CardContent>
        <FormFooter
          pending={previewImport.isPending}
          label={t`Fetch Tournament`}
          pendingLabel={t`Fetching...`}
          icon={Download}
        />
      </form>
    </Card>
  );
}

const drawFileTooLarge = () => t`The draw file is too large (at most 2 MB)`;

/** Form-only fields: the file itself (read as text on submit) and the event when it holds several. */
const FileFormSchema = z.object({
  file: z.instanceof(File, { error: () => t`Choose a draw file to upload` }),
  gender: z.enum(GENDERS, { error: () => t`Gender must be mens or womens` }),
  tournament: z.string().optional(),
  is_completed: z.boolean(),
});
type FileFormValues = z.infer<typeof FileFormSchema>;

interface FileEvent {
  key: string;
  name: string;
  /** The draws the event has in the file: one alone is chosen for the admin. */
  genders: Gender[];
}

function FileForm({ onPreview }: { onPreview: OnPreview }) {
  const previewUpload = usePreviewUpload();
  // The events of the chosen file, read in the browser only to offer a choice; the server checks the rest.
  const [events, setEvents] = useState<FileEvent[]>([]);
  const form = useForm<FileFormValues>({
    resolver: zodResolver(FileFormSchema),
    defaultValues: { gender: 'mens', tournament: undefined, is_completed: false },
  });
  const { errors } = form.formState;
  const choices = {
    gender: form.register('gender'),
    genderError: errors.gender?.message,
    completed: useController({ control: form.control, name: 'is_completed' }).field,
  };

  const onFileChosen = async (file: File | undefined) => {
    setEvents([]);
    form.setValue('tournament', undefined);
    if (!file || file.size > MAX_DRAW_UPLOAD_CHARS * 4) return;
    const found = eventsIn(await file.text());
    setEvents(found);
    form.setValue('tournament', found[0]?.key);
    chooseOnlyGender(found[0]);
  };
  /** An event with one draw in the file (only the women's, say) has that draw chosen. */
  const chooseOnlyGender = (event: FileEvent | undefined) => {
    const [only, ...others] = event?.genders ?? [];
    if (only && others.length === 0) form.setValue('gender', only);
  };

  const onRead = form.handleSubmit(async (values) => {
    const content = await values.file.text();
    if (content.length > MAX_DRAW_UPLOAD_CHARS) {
      form.setError('file', { message: drawFileTooLarge() });
      return;
    }
    const request: UploadDrawRequest = {
      content,
      gender: values.gender,
      tournament: events.length > 1 ? values.tournament : undefined,
      is_completed: values.is_completed,
    };
    const { is_completed: _, ...previewRequest } = request;
    previewUpload.mutate(previewRequest, { onSuccess: (data) => onPreview({ source: 'file', request }, data) });
  });

  return (
    <Card>
      <form onSubmit={onRead} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-6">
          {previewUpload.isError && <FetchError error={previewUpload.error} />}
          <p className="text-sm text-muted-foreground">
            <Trans>
              For events whose page can't be read: a JSON file in the neutral draw format (psa-draw-fixture/v1), with
              the draw as far as it is known.
            </Trans>
          </p>
          <FormField label={t`Draw file (JSON)`} error={errors.file?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="file"
                render={({ field }) => (
                  <Input
                    {...control}
                    type="file"
                    accept=".json,application/json"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    className="h-auto py-1.5 file:me-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-semibold file:text-foreground"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      field.onChange(file);
                      void onFileChosen(file);
                    }}
                  />
                )}
              />
            )}
          </FormField>
          {events.length > 1 && (
            <FormField label={t`Tournament in the file`}>
              {(control) => (
                <select
                  {...control}
                  className={cn(fieldClasses, 'h-10')}
                  {...form.register('tournament', {
                    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
                      chooseOnlyGender(events.find(({ key }) => key === event.target.value)),
                  })}
                >
                  {events.map((event) => (
                    <option key={event.key} value={event.key}>
                      {event.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <DrawChoices id="file" {...choices} />
        </CardContent>
        <FormFooter
          pending={previewUpload.isPending}
          label={t`Read Draw File`}
          pendingLabel={t`Reading...`}
          icon={FileUp}
        />
      </form>
    </Card>
  );
}

/** The events a neutral draw file lists, if it parses; anything else is left for the server to explain. */
function eventsIn(text: string): FileEvent[] {
  try {
    const json: unknown = JSON.parse(text);
    const tournaments = (json as { tournaments?: unknown }).tournaments;
    if (!Array.isArray(tournaments)) return [];
    return tournaments.flatMap((tournament) => {
      const { key, name, competitions } = (tournament ?? {}) as {
        key?: unknown;
        name?: unknown;
        competitions?: unknown;
      };
      if (typeof key !== 'string' || key === '') return [];
      const genders = (Array.isArray(competitions) ? competitions : [])
        .map((competition) => (competition as { gender?: unknown } | null)?.gender)
        .filter((gender): gender is Gender => GENDERS.includes(gender as Gender));
      return [{ key, name: typeof name === 'string' ? name : key, genders: [...new Set(genders)] }];
    });
  } catch {
    return [];
  }
}

function FetchError({ error }: { error: Error }) {
  return (
    <ErrorAlert>
      <Trans>Error fetching tournament data: {errorMessage(error)}</Trans>
    </ErrorAlert>
  );
}

/** What both ways in ask besides the source: which of the event's draws, and whether it is over. */
function DrawChoices({
  id,
  gender,
  genderError,
  completed,
}: {
  id: string;
  gender: UseFormRegisterReturn<'gender'>;
  genderError: string | undefined;
  completed: { value: boolean | undefined; onChange: (checked: boolean) => void };
}) {
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Gender</Trans>
        </legend>
        <div className="flex gap-6">
          {GENDERS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4 accent-primary" {...gender} />
              {value === 'mens' ? t`Mens` : t`Womens`}
            </label>
          ))}
        </div>
        {genderError && <p className="text-sm text-destructive">{genderError}</p>}
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-is-completed`}
          checked={completed.value ?? false}
          onCheckedChange={(value) => completed.onChange(value === true)}
        />
        <Label htmlFor={`${id}-is-completed`}>
          <Trans>Tournament is completed</Trans>
        </Label>
      </div>
    </>
  );
}

function FormFooter({
  pending,
  label,
  pendingLabel,
  icon: Icon,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  icon: typeof Download;
}) {
  return (
    <CardFooter className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" asChild>
        <Link to={paths.admin.tournaments.getHref()}>
          <Trans>Cancel</Trans>
        </Link>
      </Button>
      <Button type="submit" disabled={pending}>
        <Icon aria-hidden="true" />
        {pending ? pendingLabel : label}
      </Button>
    </CardFooter>
  );
}

function PreviewCard({
  preview,
  creating,
  onBack,
  onCreate,
}: {
  preview: ImportPreview;
  creating: boolean;
  onBack: () => void;
  onCreate: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{preview.name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {preview.existingTournamentId && (
          <Alert>
            <AlertDescription>
              <Trans>This tournament was already imported; creating it again updates it.</Trans>
            </AlertDescription>
          </Alert>
        )}
        {preview.imageUrl && (
          <img
            src={preview.imageUrl}
            alt={t`${preview.name} cover`}
            className="max-h-64 w-full rounded-lg object-cover"
          />
        )}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <PreviewItem label={t`Location`} value={preview.location ?? t`Unknown`} />
          <PreviewItem label={t`Dates`} value={`${formatDay(preview.startDate)} – ${formatDay(preview.endDate)}`} />
          <PreviewItem label={t`Gender`} value={genderLabel(preview.gender)} />
          <PreviewItem label={t`Rounds`} value={String(preview.rounds.length)} />
          <PreviewItem label={t`Total Matches`} value={String(preview.totalMatches)} />
          <PreviewItem label={t`Players`} value={String(preview.players)} />
        </dl>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Round</Trans>
              </TableHead>
              <TableHead className="text-end">
                <Trans>Matches</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rounds.map((round) => (
              <TableRow key={round.name}>
                <TableCell>{roundLabel(round.name)}</TableCell>
                <TableCell className="text-end">{round.matchCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" onClick={onBack} disabled={creating}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Form</Trans>
        </Button>
        <Button className="w-full sm:w-auto" onClick={onCreate} disabled={creating}>
          <Plus aria-hidden="true" />
          {creating ? t`Creating...` : t`Create Tournament`}
        </Button>
      </CardFooter>
    </Card>
  );
}

function PreviewItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
