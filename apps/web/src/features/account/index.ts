/*
 * What other features use of the account: paid play's questions (the first purchase asks them too) and where
 * a refusal of paid play sends the fan to answer them.
 */
export { PaidPlayForm, paidPlayMissing } from './components/paid-play-form';

/** Where paid play's questions are on the account page. */
export const PAID_PLAY_HASH = '#paid-play';
