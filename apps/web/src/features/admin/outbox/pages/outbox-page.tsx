import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { OutboxMail } from '@squash/core';
import { type FormEvent, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CardList, FilterActions } from '../../components/card-list';
import { PageHeader } from '../../components/page-header';
import { formatTimestamp } from '../../utils/format';
import { useOutbox } from '../api/get-outbox';

/** One mail: subject, recipient and time, its link to follow, and the text on demand. */
function MailItem({ mail }: { mail: OutboxMail }) {
  return (
    <li className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold">{mail.subject}</h2>
        <time dateTime={mail.createdAt} className="text-muted-foreground text-sm">
          {formatTimestamp(mail.createdAt)}
        </time>
      </div>
      <p className="mt-1 break-all text-sm">
        <span className="text-muted-foreground">
          <Trans>To</Trans>{' '}
        </span>
        {mail.to}
      </p>
      {mail.link ? (
        <a
          href={mail.link}
          target="_blank"
          rel="noreferrer"
          className="mt-2 line-clamp-2 break-all text-primary text-sm hover:underline"
        >
          {mail.link}
        </a>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          <Trans>Show the text</Trans>
        </summary>
        <p className="mt-2 whitespace-pre-wrap">{mail.text}</p>
      </details>
    </li>
  );
}

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
      <title>{t`Outbox · Admin`}</title>
      <PageHeader title={t`Outbox`} />
      <p className="mb-4 max-w-prose text-muted-foreground text-sm">
        <Trans>
          No SMTP server is configured, so mails are kept here (newest first) and printed on the server's console
          instead of being sent. They contain sign-in links: share them only with their recipient.
        </Trans>
      </p>
      <form onSubmit={onFilter} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="outbox-to">
            <Trans>Recipient</Trans>
          </Label>
          <Input
            id="outbox-to"
            type="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            placeholder={t`fan@example.com`}
            className="w-72 max-w-full"
          />
        </div>
        <FilterActions
          filtered={Boolean(filter)}
          onClear={() => {
            setTo('');
            setFilter('');
            setPage(0);
          }}
        />
      </form>
      <CardList
        query={outbox}
        label={t`Mails`}
        pagerLabel={t`Outbox pages`}
        emptyMessage={filter ? t`No mails to ${filter}.` : t`No mails yet.`}
        onPageChange={setPage}
        renderItem={(mail) => <MailItem key={mail.id} mail={mail} />}
      />
    </>
  );
}
