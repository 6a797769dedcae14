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
  const currency = useCurrency();
  return (
    <ContentPage
      eyebrow="Play fair"
      title="Tournament Rules"
      intro={`How a ${PRODUCT_NAME} competition runs, from your first pick to the prize payout.`}
    >
      <ProseSection title="Entering a competition">
        <ul>
          <li>
            Each professional tournament is its own competition. You enter it by submitting picks for every match in the
            draw.
          </li>
          <li>
            {paid
              ? `An entry costs one credit (${fee}).`
              : `Entries are free at the moment; in paid competitions an entry costs one credit (${fee}).`}
          </li>
          <li>You must be {MINIMUM_AGE} or older and not an active professional player. One account per person.</li>
          <li>You can submit tips only once every Round 1 match has both its players.</li>
        </ul>
      </ProseSection>

      <ProseSection title="Making your picks">
        <ul>
          <li>Pick the winner of every match; the winners you pick advance through your bracket.</li>
          <li>Optionally pick the game score of each match: {gameScoreChoices}.</li>
          <li>Picks can be changed until the tournament starts. From then on they are locked.</li>
        </ul>
      </ProseSection>

      <ProseSection title="Scoring">
        <ul>
          <li>
            <strong>{pointsPerWinner}</strong> for each correct winner.
          </li>
          <li>
            <strong>{bonusPoints}</strong> for the right game score, counted only when the winner is right too.
          </li>
          <li>Every match counts the same, whatever the round.</li>
          <li>
            Your <strong>score</strong> is the number of winners you called correctly; your <strong>points</strong>{' '}
            decide your rank on the leaderboard.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="Withdrawals, retirements and draw changes">
        <ul>
          <li>
            When a player withdraws or retires, the opponent is awarded the win with a score that reflects the match at
            the time: at one game all it counts as {withdrawalAtOneAll}; before the end of game one as{' '}
            {withdrawalInGameOne}. A walkover counts as {walkoverScore}.
          </li>
          <li>A withdrawal after the tournament has started counts as a loss.</li>
          <li>
            If the draw changes after the start and you have no pick for a new match, you are given the lower-ranked
            player (the worse world ranking; unranked is lowest) with a score of {walkoverScore}.
          </li>
        </ul>
      </ProseSection>

      <ProseSection title="Ties and prizes">
        <ul>
          <li>
            Players with equal points share a rank: points {tieExample.points} rank {tieExample.ranks}.
          </li>
          <li>
            The prize pool is split {prizeSplit.winner} to the winner, {prizeSplit.platform} to the platform and{' '}
            {prizeSplit.topFinishersCredit} as credits into the next event for the top {prizeSplit.topFinishersShare} of
            finishers. {prizeExampleText(currency)}
          </li>
          <li>Tied players split their prize equally.</li>
          <li>Winners are notified within {WINNERS_NOTIFIED_WITHIN_HOURS} hours.</li>
        </ul>
      </ProseSection>

      <ProseSection title="Fair play">
        <p>
          Accounts that break these rules or the <Link to={paths.terms.getHref()}>Terms of Service</Link> may be
          suspended and their entries voided. Questions about a result?{' '}
          <Link to={paths.contact.getHref()}>Contact us</Link>.
        </p>
      </ProseSection>
    </ContentPage>
  );
}
