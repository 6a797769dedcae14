import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Bell, BellOff, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import {
  type DevicePushState,
  devicePushState,
  PushPermissionError,
  syncDevicePush,
  turnOffDevicePush,
  turnOnDevicePush,
} from '../api/push-device';

/** What notifications are for, said before the browser asks (issue 26: our explanation first). */
export const notificationsPitch = () =>
  t`A nudge before tips lock, your rank after each round, prizes and payments, and who joins your leagues. Only on this device; turn them off here any time.`;

/** This device's notifications: where they stand, and turning them on (the browser's prompt) or off. */
function useDeviceNotifications() {
  const [state, setState] = useState<DevicePushState | 'checking'>('checking');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    devicePushState().then(
      (found) => {
        if (!current) return;
        setState(found);
        // The server keeps a device for the fan signed in now (another sign-in may have made it).
        if (found === 'on') syncDevicePush().catch((cause: unknown) => console.warn('Notifications not synced', cause));
      },
      () => current && setState('unsupported'),
    );
    return () => {
      current = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      await turnOnDevicePush();
      setState('on');
      toast.success(t`Notifications are on for this device`);
    } catch (cause) {
      if (cause instanceof PushPermissionError) {
        if (cause.permission === 'denied') setState('denied');
        else setError(t`Notifications were not allowed. Turn them on again to see the browser’s question.`);
      } else {
        setError(t`Notifications could not be turned on: ${errorMessage(cause)}`);
      }
    } finally {
      setPending(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      await turnOffDevicePush();
      setState('off');
      toast.success(t`Notifications are off for this device`);
    } catch (cause) {
      setError(t`Notifications could not be turned off: ${errorMessage(cause)}`);
    } finally {
      setPending(false);
    }
  }, []);

  return { state, pending, error, turnOn, turnOff };
}

/** Why a device can't have notifications, and what would change that. */
function Unavailable({ state }: { state: 'unsupported' | 'denied' }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="push-unavailable">
      {state === 'denied'
        ? t`Notifications are blocked for SquashTips in this browser. To get them, allow notifications in the site’s settings (the icon beside the address), then reload this page.`
        : t`This browser can’t show notifications from SquashTips. On an iPhone or iPad, open SquashTips in Safari, choose Share, then Add to Home Screen, and turn them on in the app.`}
    </p>
  );
}

/** The account page's control: this device's notifications, on or off. */
export function DeviceNotificationsControl() {
  const { state, pending, error, turnOn, turnOff } = useDeviceNotifications();
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4" aria-busy={state === 'checking'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">
          {state === 'on'
            ? t`On for this device`
            : state === 'checking'
              ? t`Checking this device…`
              : t`Off on this device`}
        </p>
        {state === 'on' && (
          <PendingButton variant="outline" icon={BellOff} pending={pending} onClick={() => void turnOff()}>
            <Trans>Turn off</Trans>
          </PendingButton>
        )}
        {/* While the check runs, the card keeps the shape it most often has after it (off), so the page
            doesn't move when the answer comes. */}
        {(state === 'off' || state === 'checking') && (
          <PendingButton
            icon={Bell}
            pending={pending || state === 'checking'}
            pendingLabel={state === 'checking' ? t`Turn on notifications` : t`Turning on…`}
            onClick={() => void turnOn()}
          >
            <Trans>Turn on notifications</Trans>
          </PendingButton>
        )}
      </div>
      {(state === 'off' || state === 'checking') && (
        <p className="text-sm text-muted-foreground">{notificationsPitch()}</p>
      )}
      {(state === 'unsupported' || state === 'denied') && <Unavailable state={state} />}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </div>
  );
}

const PROMPT_DISMISSED_KEY = 'notifications-prompt-dismissed';

function promptDismissed(): boolean {
  try {
    return window.localStorage.getItem(PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The dashboard's invitation, while this device could have notifications and hasn't: the explanation, Turn
 * on (then the browser's prompt) and Not now (kept on this device). Gone once they are on.
 */
export function NotificationsPrompt() {
  const { state, pending, error, turnOn } = useDeviceNotifications();
  const [dismissed, setDismissed] = useState(promptDismissed);
  if (dismissed || (state !== 'off' && !error)) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: hidden until the next visit.
    }
    setDismissed(true);
  };
  return (
    <Card aria-labelledby="notifications-prompt-title">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2" id="notifications-prompt-title" className="flex items-center gap-2">
            <Bell className="size-5 text-primary" aria-hidden="true" />
            <Trans>Get notifications on this device</Trans>
          </CardTitle>
          <CardDescription>{notificationsPitch()}</CardDescription>
        </div>
        <Button variant="ghost" size="icon" aria-label={t`Not now`} onClick={dismiss}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <PendingButton icon={Bell} pending={pending} pendingLabel={t`Turning on…`} onClick={() => void turnOn()}>
            <Trans>Turn on notifications</Trans>
          </PendingButton>
          <Button variant="outline" onClick={dismiss}>
            <Trans>Not now</Trans>
          </Button>
        </div>
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </CardContent>
    </Card>
  );
}
