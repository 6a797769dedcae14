/*
 * Second Chance (decision 020): a free bracket on the rest of a draw, opened after Round 1. Whether one is
 * open and the sentence that says so (utils/second-chance.ts), the link and banners the tournament pages and
 * the dashboard show. What other features may use.
 */
export { SecondChanceBanner, SecondChanceOf } from './components/second-chance-banner';
export { SecondChanceLink } from './components/second-chance-link';
export { SecondChancesCard } from './components/second-chances-card';
export { openSecondChance, type SecondChance, secondChanceSentence } from './utils/second-chance';
