import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AuditEntry, AuditResource } from '@squash/core';
import { AUDIT_RESOURCES } from '@squash/core/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { CardList, FilterActions } from '../../components/card-list';
import { PageHeader } from '../../components/page-header';
import { formatTimestamp } from '../../utils/format';
import { auditPartLabel, auditResourceLabel } from '../../utils/labels';
import { type AuditParams, useAudit } from '../api/get-audit';

/** Where a resource lives in the back office (none once it is deleted). */
function resourceHref(entry: AuditEntry): string | null {
  const id = entry.resourceId;
  if (entry.action.startsWith('DELETE ')) return null;
  switch (entry.resourceType) {
    case 'tournament':
      return id ? paths.admin.tournament.getHref(id) : null;
    case 'match':
      return id ? paths.admin.match.getHref(id) : null;
    case 'player':
      return id ? paths.admin.player.getHref(id) : null;
    case 'user':
    case 'credits':
      return id ? paths.admin.user.getHref(id) : null;
    case 'league':
      return paths.admin.leagues.getHref();
    case 'data-issue':
      return paths.admin.dataIssues.getHref();
    case 'ranking':
      return paths.admin.rankings.getHref();
    case 'jurisdiction':
      return paths.admin.places.getHref();
    default:
      return null;
  }
}

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The fields a write changed: before → after, for the fields both sides have and that differ. */
function changedFields(before: unknown, after: unknown): Array<{ field: string; from: string; to: string }> {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.keys(now)
    .filter((field) => field in was && show(was[field]) !== show(now[field]))
    .map((field) => ({ field, from: show(was[field]), to: show(now[field]) }));
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const href = resourceHref(entry);
  const changes = changedFields(entry.before, entry.after);
  const [method, route] = entry.action.split(' ');
  return (
    <li className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold">
          <Badge variant={method === 'DELETE' ? 'destructive' : 'muted'}>{method}</Badge>
          <span className="break-all font-mono text-sm">{route}</span>
        </h2>
        <time dateTime={entry.at} className="text-muted-foreground text-sm">
          {formatTimestamp(entry.at)}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">
          <Trans>By</Trans>
        </dt>
        <dd className="break-all">
          {entry.adminEmail}{' '}
          <span className="text-muted-foreground">
            <Trans>from {entry.address}</Trans>
          </span>
        </dd>
        <dt className="text-muted-foreground">{auditResourceLabel(entry.resourceType)}</dt>
        <dd className="break-words">
          {href ? (
            <Link to={href} className="text-primary hover:underline">
              {entry.resourceName ?? entry.resourceId ?? t`Open`}
            </Link>
          ) : (
            (entry.resourceName ?? entry.resourceId ?? '—')
          )}
          {entry.resourceName && entry.resourceId && (
            <span className="block break-all font-mono text-muted-foreground text-xs">{entry.resourceId}</span>
          )}
        </dd>
      </dl>
      {changes.length > 0 && (
        <ul aria-label={t`Changed`} className="mt-2 grid gap-1 text-sm">
          {changes.map(({ field, from, to }) => (
            <li key={field} className="break-all">
              <span className="font-medium">{field}</span>: <span className="text-muted-foreground">{from}</span> → {to}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          <Trans>Show the request, before and after</Trans>
        </summary>
        {(['request', 'before', 'after'] as const).map((part) => (
          <div key={part} className="mt-2">
            <h3 className="font-medium">{auditPartLabel(part)}</h3>
            {/* Wrapped, not scrolled: a scrolling box would have to take keyboard focus. */}
            <pre className="mt-1 whitespace-pre-wrap break-all rounded-md bg-muted p-2 text-xs">
              {entry[part] === null ? '—' : JSON.stringify(entry[part], null, 2)}
            </pre>
          </div>
        ))}
      </details>
    </li>
  );
}

/** Every write an administrator made, newest first: who, when, from where, what, and what it changed. */
export function AdminAuditPage() {
  const [page, setPage] = useState(0);
  const [form, setForm] = useState({ admin: '', resource: '', from: '', to: '' });
  const [filters, setFilters] = useState<Omit<AuditParams, 'page'>>({});
  const audit = useAudit({ page, ...filters });
  const filtered = Object.values(filters).some(Boolean);

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilters({
      admin: form.admin.trim() || undefined,
      resource: (form.resource || undefined) as AuditResource | undefined,
      from: form.from || undefined,
      to: form.to || undefined,
    });
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <title>{t`Audit Log · Admin`}</title>
      <PageHeader title={t`Audit Log`} />
      <p className="mb-4 max-w-prose text-muted-foreground text-sm">
        <Trans>
          Every change made in the back office, newest first. Records can't be edited or removed, not even from the
          database.
        </Trans>
      </p>
      <form onSubmit={onFilter} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="audit-admin">
            <Trans>Administrator</Trans>
          </Label>
          <Input
            id="audit-admin"
            type="email"
            placeholder={t`admin@example.com`}
            className="w-64 max-w-full"
            {...field('admin')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-resource">
            <Trans>Resource</Trans>
          </Label>
          <NativeSelect id="audit-resource" className="w-44" {...field('resource')}>
            <option value="">
              <Trans>All</Trans>
            </option>
            {AUDIT_RESOURCES.map((resource) => (
              <option key={resource} value={resource}>
                {auditResourceLabel(resource)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-from">
            <Trans>From (UTC)</Trans>
          </Label>
          <Input id="audit-from" type="date" className="w-40" {...field('from')} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-to">
            <Trans>To (UTC)</Trans>
          </Label>
          <Input id="audit-to" type="date" className="w-40" {...field('to')} />
        </div>
        <FilterActions
          filtered={filtered}
          onClear={() => {
            setForm({ admin: '', resource: '', from: '', to: '' });
            setFilters({});
            setPage(0);
          }}
        />
      </form>
      <CardList
        query={audit}
        label={t`Changes`}
        pagerLabel={t`Audit log pages`}
        emptyMessage={filtered ? t`No changes match these filters.` : t`No changes recorded yet.`}
        onPageChange={setPage}
        renderItem={(entry) => <AuditItem key={entry.id} entry={entry} />}
      />
    </>
  );
}
