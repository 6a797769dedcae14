import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * Core's validation messages, which its schemas write in English on both sides (the browser's form checks and
 * the server's refusals of a body, whose `fields` the forms show): in the reader's language where a form
 * shows them (issue 46). Each is a catalogue message whose id is its English text, so a message is found by
 * what it says; one not listed here is shown as it is. apps/web/src/lib/known-texts.test.ts runs the fans'
 * forms' schemas on bad input and fails on a message missing here.
 */
const KNOWN = [
  msg({ id: 'Please enter a valid email address', message: 'Please enter a valid email address' }),
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Message is required', message: 'Message is required' }),
  msg({ id: 'Name must be at most 200 characters', message: 'Name must be at most 200 characters' }),
  msg({ id: 'Message must be at most 5000 characters', message: 'Message must be at most 5000 characters' }),
  msg({ id: 'Name must be at least 3 characters', message: 'Name must be at least 3 characters' }),
  // The back office's bounds (core's ADMIN_TEXT_MAX).
  msg({ id: 'Location must be at most 200 characters', message: 'Location must be at most 200 characters' }),
  msg({ id: 'External ID must be at most 100 characters', message: 'External ID must be at most 100 characters' }),
  msg({ id: 'First Name must be at most 100 characters', message: 'First Name must be at most 100 characters' }),
  msg({ id: 'Last Name must be at most 100 characters', message: 'Last Name must be at most 100 characters' }),
  msg({ id: 'Country must be at most 100 characters', message: 'Country must be at most 100 characters' }),
  msg({ id: 'Links must be at most 2048 characters', message: 'Links must be at most 2048 characters' }),
  msg({ id: 'Name must be at most 40 characters', message: 'Name must be at most 40 characters' }),
  msg({ id: 'Description must be at most 280 characters', message: 'Description must be at most 280 characters' }),
  msg({ id: 'Give a name or a description', message: 'Give a name or a description' }),
  msg({ id: 'Invite code is required', message: 'Invite code is required' }),
  msg({ id: 'Password must be at least 8 characters', message: 'Password must be at least 8 characters' }),
  msg({ id: 'Password must be at most 128 characters', message: 'Password must be at most 128 characters' }),
  msg({
    id: 'Password must contain at least one lowercase letter',
    message: 'Password must contain at least one lowercase letter',
  }),
  msg({
    id: 'Password must contain at least one uppercase letter',
    message: 'Password must contain at least one uppercase letter',
  }),
  msg({ id: 'Password must contain at least one number', message: 'Password must contain at least one number' }),
  msg({ id: 'Password must contain at least one symbol', message: 'Password must contain at least one symbol' }),
  msg({ id: "Passwords don't match", message: "Passwords don't match" }),
  // A username's rules (core's UsernameSchema), under the Update Username dialog's field.
  msg({ id: 'Username must be at least 3 characters', message: 'Username must be at least 3 characters' }),
  msg({ id: 'Username must be at most 30 characters', message: 'Username must be at most 30 characters' }),
  msg({ id: 'Only letters numbers . _ and - allowed', message: 'Only letters numbers . _ and - allowed' }),
  // Why a payment didn't go through, as the server keeps it (apps/api/src/modules/payments/service.ts); a card
  // provider's own reason is shown as it comes.
  msg({ id: 'Your card was declined.', message: 'Your card was declined.' }),
  msg({
    id: 'You left this checkout to start another one. Nothing was charged.',
    message: 'You left this checkout to start another one. Nothing was charged.',
  }),
  msg({
    id: 'The checkout expired before the payment was made.',
    message: 'The checkout expired before the payment was made.',
  }),
  msg({ id: 'The checkout could not be opened.', message: 'The checkout could not be opened.' }),
  msg({
    id: "This card was issued in another country than the one your account says you live in, or where buying credits isn't offered. Nothing was charged.",
    message:
      "This card was issued in another country than the one your account says you live in, or where buying credits isn't offered. Nothing was charged.",
  }),
];
const KNOWN_IDS = new Set(KNOWN.map((descriptor) => descriptor.id));

/** A text core or the server wrote in English, in the reader's language where the catalogue has it. */
export function inReaderLanguage(text: string): string {
  return KNOWN_IDS.has(text) ? i18n._(text) : text;
}
