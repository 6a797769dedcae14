import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MINIMUM_AGE, PRODUCT_NAME, WINNERS_NOTIFIED_WITHIN_HOURS } from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrency } from '@/lib/site-config';
import { ContentPage, ProseSection } from '../components/content-page';
import {
  bonusPoints,
  gameScoreChoices,
  pointsPerWinner,
  prizeExampleText,
  prizeSplit,
  tieExample,
  useEntryFee,
  walkoverScore,
  withdrawalAtOneAll,
  withdrawalInGameOne,
} from '../utils/competition-facts';

export function RulesPage() {
  const { fee, paid } = useEntryFee();
  return (
    <ContentPage
      eyebrow={t`Play fair`}
      title={t`Tournament Rules`}
      intro={t`How a ${PRODUCT_NAME} competition runs, from your first pick to the prize payout.`}
    >
      <ProseSection title={t`Entering a competition`}>
        <ul>
          <li>
            <Trans>
              Each professional tournament is its own competition. You enter it by submitting picks for every match in
              the draw.
            </Trans>
          </li>
          <li>
            {paid
              ? t`An entry costs one credit (${fee}).`
              : t`Entries are free at the moment; in paid competitions an entry costs one credit (${fee}).`}
          </li>
          <li>
            <Trans>
              You must be {MINIMUM_AGE} or older and not an active professional player. One account per person.
            </Trans>
          </li>
          <li>
            <Trans>You can submit tips only once every Round 1 match has both its players.</Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`Making your picks`}>
        <ul>
          <li>
            <Trans>Pick the winner of every match; the winners you pick advance through your bracket.</Trans>
          </li>
          <li>
            <Trans>Optionally pick the game score of each match: {gameScoreChoices()}.</Trans>
          </li>
          <li>
            <Trans>Picks can be changed until the tournament starts. From then on they are locked.</Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`Scoring`}>
        <ul>
          <li>
            <Trans>
              <strong>{pointsPerWinner()}</strong> for each correct winner.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>{bonusPoints()}</strong> for the right game score, counted only when the winner is right too.
            </Trans>
          </li>
          <li>
            <Trans>Every match counts the same, whatever the round.</Trans>
          </li>
          <li>
            <Trans>
              Your <strong>score</strong> is the number of winners you called correctly; your <strong>points</strong>{' '}
              decide your rank on the leaderboard.
            </Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`Withdrawals, retirements and draw changes`}>
        <ul>
          <li>
            <Trans>
              When a player withdraws or retires, the opponent is awarded the win with a score that reflects the match
              at the time: at one game all it counts as {withdrawalAtOneAll}; before the end of game one as{' '}
              {withdrawalInGameOne}. A walkover counts as {walkoverScore}.
            </Trans>
          </li>
          <li>
            <Trans>A withdrawal after the tournament has started counts as a loss.</Trans>
          </li>
          <li>
            <Trans>
              If the draw changes after the start and you have no pick for a new match, you are given the lower-ranked
              player (the worse world ranking; unranked is lowest) with a score of {walkoverScore}.
            </Trans>
          </li>
        </ul>
      </ProseSection>

      <TiesPrizesAndFairPlay />
    </ContentPage>
  );
}

/** The last sections: ties and prizes (with the worked split in the configured currency), and fair play. */
function TiesPrizesAndFairPlay() {
  const currency = useCurrency();
  return (
    <>
      <ProseSection title={t`Ties and prizes`}>
        <ul>
          <li>
            <Trans>
              Players with equal points share a rank: points {tieExample.points} rank {tieExample.ranks}.
            </Trans>
          </li>
          <li>
            <Trans>
              The prize pool is split {prizeSplit.winner} to the winner, {prizeSplit.platform} to the platform and{' '}
              {prizeSplit.topFinishersCredit} as credits into the next event for the top {prizeSplit.topFinishersShare}{' '}
              of finishers. {prizeExampleText(currency)}
            </Trans>
          </li>
          <li>
            <Trans>Tied players split their prize equally.</Trans>
          </li>
          <li>
            <Trans>
              Each tournament's page says how it pays: the prize pool of the entry fees above, fixed prizes set before
              entries open and paid whatever the number of entrants, or free for glory, with no fee and no prize.
            </Trans>
          </li>
          <li>
            <Trans>
              With fixed prizes, players tied on a rank share equally the prizes of every place they cover: two tied for
              second share the second and third places' prizes. A share rounds down to 10 cents (or a hundredth of a
              credit); what is left stays with the prizes' funder.
            </Trans>
          </li>
          <li>
            <Trans>
              One person may hold one account: accounts that look like one person's are reviewed, and their prizes held
              until that is decided. A cash prize is paid once the winner's identity is verified.
            </Trans>
          </li>
          <li>
            <Trans>Winners are notified within {WINNERS_NOTIFIED_WITHIN_HOURS} hours.</Trans>
          </li>
        </ul>
      </ProseSection>

      <ProseSection title={t`Fair play`}>
        <p>
          <Trans>
            Accounts that break these rules or the <Link to={paths.terms.getHref()}>Terms of Service</Link> may be
            suspended and their entries voided. Questions about a result?{' '}
            <Link to={paths.contact.getHref()}>Contact us</Link>.
          </Trans>
        </p>
      </ProseSection>
    </>
  );
}
