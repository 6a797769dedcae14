/* What other features use of the account: paid play's questions, which the first purchase asks too. */
export { PaidPlayForm, paidPlayMissing } from './components/paid-play-form';
