import type { OutboxMail } from '@squash/core';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOutbox } from '../api/get-outbox';
import { AdminTable, type Column } from '../components/admin-table';
import { PageHeader } from '../components/page-header';
import { formatMatchTime } from '../lib/format';

const columns: Column<OutboxMail>[] = [
  { header: 'Sent', className: 'whitespace-nowrap', cell: (mail) => formatMatchTime(mail.createdAt) },
  { header: 'To', className: 'break-all', cell: (mail) => mail.to },
  {
    header: 'Subject',
    className: 'min-w-48 whitespace-normal',
    cell: (mail) => (
      <details>
        <summary className="cursor-pointer font-medium">{mail.subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-muted-foreground text-sm">{mail.text}</p>
      </details>
    ),
  },
  {
    header: 'Link',
    className: 'max-w-xs',
    cell: (mail) =>
      mail.link ? (
        <a href={mail.link} target="_blank" rel="noreferrer" className="break-all text-primary hover:underline">
          {mail.link}
        </a>
      ) : (
        'None'
      ),
  },
];

/**
 * Without SMTP the server keeps its mails here instead of sending them: verification and reset links
 * included, which is why only administrators see this page.
 */
export function AdminOutboxPage() {
  const [page, setPage] = useState(0);
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState('');
  const outbox = useOutbox({ page, to: filter || undefined });

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilter(to.trim().toLowerCase());
  };

  return (
    <>
      <title>Outbox · Admin</title>
      <PageHeader title="Outbox" />
      <p className="mb-4 max-w-prose text-muted-foreground text-sm">
        No SMTP server is configured, so mails are kept here (newest first) and printed on the server's console instead
        of being sent. They contain sign-in links: share them only with their recipient.
      </p>
      <form onSubmit={onFilter} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="outbox-to">Recipient</Label>
          <Input
            id="outbox-to"
            type="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            placeholder="fan@example.com"
            className="w-72 max-w-full"
          />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {filter ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTo('');
              setFilter('');
              setPage(0);
            }}
          >
            Show all
          </Button>
        ) : null}
      </form>
      <AdminTable
        query={outbox}
        columns={columns}
        emptyMessage={filter ? `No mails to ${filter}.` : 'No mails yet.'}
        pagerLabel="Outbox pages"
        onPageChange={setPage}
      />
    </>
  );
}
