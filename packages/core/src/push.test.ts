import { describe, expect, it } from 'vitest';
import { PushEndpointSchema } from './push.js';

describe('a push endpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://FCM.GoogleAPIs.com/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://fcm.googleapis.com:443/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc'],
    [
      'HTTPS://updates.push.services.mozilla.com:443/wpush/v2/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
    ],
    ['https://web.push.apple.com:8443/x', 'https://web.push.apple.com:8443/x'],
  ])('%s is kept as %s', (given, kept) => {
    expect(PushEndpointSchema.parse(given)).toBe(kept);
  });

  it('must be an http(s) URL', () => {
    expect(PushEndpointSchema.safeParse('ftp://fcm.googleapis.com/x').success).toBe(false);
    expect(PushEndpointSchema.safeParse('not a url').error?.issues[0]?.message).toBe('endpoint must be a URL');
  });
});
