/*
 * What other features and the app shell use of credits: the fan's balance (the header, the dashboard and a
 * paid entry need it), whether credits are on, and the fan's prizes (a tournament's page shows its own).
 * Everything else in this folder is the credits screens' own.
 */
export { invalidateCredits, useCreditBalance, useCreditsEnabled } from './api/credit-balance';
export { prizeAmount, prizePlace, prizeState, useMyPrizes } from './api/my-prizes';
export { CreditBalanceCard } from './components/credit-balance-card';
export { PrizeList } from './components/prize-list';
