import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MINIMUM_AGE, PRODUCT_NAME, WINNERS_NOTIFIED_WITHIN_HOURS } from '@squash/core/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { paths } from '@/config/paths';
import { useCurrency } from '@/lib/site-config';
import { ContentPage } from '../components/content-page';
import {
  bonusPoints,
  gameScoreChoices,
  pointsPerWinner,
  prizeExampleText,
  prizeSplit,
  tieExample,
  useEntryFee,
  withdrawalAtOneAll,
  withdrawalInGameOne,
} from '../utils/competition-facts';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

function useQuestions(): Array<{ id: string; question: string; answer: ReactNode }> {
  const { fee, paid } = useEntryFee();
  const currency = useCurrency();
  return [
    {
      id: 'what',
      question: t`What is ${PRODUCT_NAME}?`,
      answer: t`${PRODUCT_NAME} is a skill-based prediction competition for professional men's and women's squash tournaments. You pick the winners of every match before a tournament starts, earn points as the results come in, and compete with other fans on the leaderboard.`,
    },
    {
      id: 'enter',
      question: t`How do I enter a tournament?`,
      answer: (
        <>
          <Trans>
            Sign in, open an upcoming tournament from the{' '}
            <Link to={paths.tournaments.getHref()} className={linkClass}>
              tournaments page
            </Link>{' '}
            and pick a winner for every match in the draw. Your entry is saved when you submit your tips.
          </Trans>
        </>
      ),
    },
    {
      id: 'cost',
      question: t`How much does it cost to enter?`,
      answer: paid
        ? t`Entry costs ${fee} per competition. One credit buys one entry, and you can buy credits from your dashboard.`
        : t`Entry is free at the moment. When paid competitions run, an entry costs one credit (${fee}) per competition.`,
    },
    {
      id: 'scoring',
      question: t`How does scoring work?`,
      answer: t`You earn ${pointsPerWinner()} for every correct winner, plus ${bonusPoints()} when you also pick the right game score (${gameScoreChoices()}). The bonus only counts when the winner is right.`,
    },
    {
      id: 'lock',
      question: t`Can I change my picks?`,
      answer: t`Yes, as often as you like until the tournament starts. Once the first match begins, all picks are locked.`,
    },
    {
      id: 'withdrawal',
      question: t`What happens if a player withdraws or retires?`,
      answer: t`The opponent is awarded the win, with a game score that reflects the match at the time: retiring at one game all gives ${withdrawalAtOneAll}, before the end of game one ${withdrawalInGameOne}. A withdrawal after the tournament has started counts as a loss for that player.`,
    },
    {
      id: 'prizes',
      question: t`How is the prize pool split?`,
      answer: t`${prizeSplit.winner} goes to the winner, ${prizeSplit.platform} is kept by the platform, and ${prizeSplit.topFinishersCredit} is given as credits into the next event to the top ${prizeSplit.topFinishersShare} of finishers. ${prizeExampleText(currency)}`,
    },
    {
      id: 'ties',
      question: t`What happens if there is a tie?`,
      answer: t`Players with equal points share a rank (points ${tieExample.points} rank ${tieExample.ranks}), and tied players split the prize equally.`,
    },
    {
      id: 'notified',
      question: t`How will I know if I won?`,
      answer: t`Winners are notified by email within ${WINNERS_NOTIFIED_WITHIN_HOURS} hours of the end of the tournament.`,
    },
    {
      id: 'eligibility',
      question: t`Who can play?`,
      answer: t`Anyone aged ${MINIMUM_AGE} or older who lives where skill competitions are permitted and is not an active professional player. One account per person.`,
    },
    {
      id: 'refunds',
      question: t`Can I get a refund?`,
      answer: t`There are no refunds once a competition has begun. If a tournament is cancelled before it starts, your entry is refunded or credited.`,
    },
    {
      id: 'old-site',
      question: t`I had an account on the old site. What happens to my history?`,
      answer: t`Create a new account with the same email address you used before: your tipping history is linked to it automatically.`,
    },
  ];
}

export function FaqPage() {
  const questions = useQuestions();
  return (
    <ContentPage
      eyebrow={t`Help`}
      title={t`Frequently Asked Questions`}
      intro={
        <>
          <Trans>
            Everything about entering, scoring and prizes. Still stuck?{' '}
            <Link to={paths.contact.getHref()} className="font-semibold text-brand underline underline-offset-4">
              Contact us
            </Link>
            .
          </Trans>
        </>
      }
    >
      {/* Spec: one item open at a time, and the open one can be closed again. */}
      <Accordion type="single" collapsible className="rounded-xl border bg-card px-5 shadow-sm sm:px-6">
        {questions.map(({ id, question, answer }) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger headingLevel="h2">{question}</AccordionTrigger>
            <AccordionContent className="text-base leading-7">{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </ContentPage>
  );
}
