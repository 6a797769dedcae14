import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRIZE_SPLIT, PRODUCT_NAME, SCORE_CHANCES, SCORING, UNRANKED_AS } from '@squash/core/rules';
import { ArrowRight, ListChecks, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { outlookMark } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { ContentPage } from '../components/content-page';
import {
  bonusPoints,
  gameScoreChoices,
  pointsPerWinner,
  prizeSplit,
  scoringExample,
  tieExample,
} from '../utils/competition-facts';

function steps() {
  return [
    {
      Icon: Target,
      title: t`Pick a tournament`,
      text: t`Browse the upcoming men's and women's professional tournaments and choose the one you want to tip.`,
    },
    {
      Icon: ListChecks,
      title: t`Make your picks`,
      text: t`Before the first match, pick the winner of every match in the draw and, if you like, the game score (${gameScoreChoices()}). Change your mind as often as you want until the tournament starts.`,
    },
    {
      Icon: Trophy,
      title: t`Climb the leaderboard`,
      text: t`Every correct pick earns points as results come in. Follow your rank live and finish near the top to share the prize pool.`,
    },
  ] as const;
}

export function HowItWorksPage() {
  return (
    <ContentPage
      eyebrow={t`How it works`}
      title={t`How It Works`}
      intro={t`${PRODUCT_NAME} is a skill game for squash fans: call the results of a professional tournament before it starts and see how your squash knowledge stacks up.`}
      width="wide"
    >
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="sr-only">
          <Trans>Three steps</Trans>
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps().map(({ Icon, title, text }, index) => (
            <li
              key={title}
              className="relative flex flex-col gap-3 overflow-hidden rounded-xl border bg-card p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="absolute -top-3 end-3 font-display text-8xl leading-none text-muted select-none"
              >
                {index + 1}
              </span>
              <span className="relative flex size-11 items-center justify-center rounded-lg bg-brand text-brand-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="relative text-lg font-bold">
                <span className="sr-only">
                  <Trans>Step {index + 1}:</Trans>{' '}
                </span>
                {title}
              </h3>
              <p className="relative text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ScoringExplained />

      <StillInIt />

      <SecondChanceExplained />
      <PlayWithFriends />

      <div className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-hero p-8 text-hero-foreground sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-display text-2xl sm:text-3xl">
            <Trans>Ready to call the draw?</Trans>
          </h2>
          <p className="mt-1 text-hero-foreground/80">
            <Trans>Pick a tournament and make your predictions.</Trans>
          </p>
        </div>
        <ButtonLink to={paths.tournaments.getHref()} size="lg" variant="brand" iconEnd={ArrowRight}>
          <Trans>View Tournaments</Trans>
        </ButtonLink>
      </div>
    </ContentPage>
  );
}

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/**
 * Who can still win and the chances (issue 27, decision 019): what the leaderboard's marks and the fan's
 * outlook mean, and the rule behind the chances.
 */
function StillInIt() {
  return (
    <section id="still-in-it" aria-labelledby="still-in-it-heading" className="mt-14 scroll-mt-24">
      <h2 id="still-in-it-heading" className="font-display text-3xl sm:text-4xl">
        <Trans>Can I still win?</Trans>
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        <Trans>
          Once play has started, after every result we look at every way the rest of the draw can still go (each winner
          and each game score) and tell you only what is certain.
        </Trans>
      </p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <dl className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-sm leading-6">
          <div>
            <dt className="font-semibold">{outlookMark('can')}</dt>
            <dd className="text-muted-foreground">
              <Trans>Some way the rest of the draw can go puts you first (a shared first place counts).</Trans>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{outlookMark('out')}</dt>
            <dd className="text-muted-foreground">
              <Trans>No way it can go puts you first.</Trans>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{outlookMark('unknown')}</dt>
            <dd className="text-muted-foreground">
              <Trans>
                Neither is settled yet: with many matches and fans left there are too many ways to check them all.
              </Trans>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              <Trans>Best finish still possible</Trans>
            </dt>
            <dd className="text-muted-foreground">
              <Trans>
                The best rank any outcome gives you. The same goes for the prize places: the winner and the top tenth of
                the leaderboard.
              </Trans>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              <Trans>In your leagues</Trans>
            </dt>
            <dd className="text-muted-foreground">
              <Trans>
                A league's table of a tournament marks who can still win the league, among its members' entries. When
                someone joins or leaves, the marks wait for the next result.
              </Trans>
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-sm leading-6 text-muted-foreground">
          <p>
            <Trans>
              <strong className="text-foreground">The chances</strong> come from playing the rest of the draw a thousand
              times. In each match the player ranked <em>a</em> in the world beats the player ranked <em>b</em> with a
              chance of <em>b</em> / (<em>a</em> + <em>b</em>): equal ranks are a coin toss, and the world number 1
              beats the number 10 ten times in eleven. An unranked player counts as number {UNRANKED_AS}.
            </Trans>
          </p>
          <p>
            <Trans>
              Whoever wins, a match ends 3-0 {percent(SCORE_CHANCES['3-0'])} of the time, 3-1{' '}
              {percent(SCORE_CHANCES['3-1'])} and 3-2 {percent(SCORE_CHANCES['3-2'])}. The same results always give the
              same chances.
            </Trans>
          </p>
          <p>
            <Trans>
              A chance shows as 0% only when it is ruled out, and never as 100%: squash can always surprise.
            </Trans>
          </p>
          <p>
            <Trans>
              With notifications on, the message after each round tells you where you stand and whether you can still
              win.
            </Trans>
          </p>
        </div>
      </div>
    </section>
  );
}

/** Second Chance (issue 27, decision 020): what it is, when it opens and how it is played. */
function SecondChanceExplained() {
  return (
    <section id="second-chance" aria-labelledby="second-chance-heading" className="mt-14 scroll-mt-24">
      <h2 id="second-chance-heading" className="font-display text-3xl sm:text-4xl">
        <Trans>Second Chance</Trans>
      </h2>
      <div className="mt-3 flex max-w-3xl flex-col gap-3 text-muted-foreground">
        <p>
          <Trans>
            Out of the running after a round or two? Once a tournament's first round is complete we may open a Second
            Chance: a new bracket on the rest of the draw, usually from the next round, where everyone starts again from
            zero. The tournament's page, the tournaments list and your dashboard say when one is open and when it locks.
          </Trans>
        </p>
        <p>
          <Trans>
            You pick every match left before that round's first match starts, with the same rules, scoring and score
            bonus. It has its own leaderboard and league tables, and it is free: no entry fee and no prizes. You keep
            your first bracket too, and the season table counts only the first.
          </Trans>
        </p>
      </div>
    </section>
  );
}

/** Issue 45: what a fan can see of others' picks and when, sharing, filling a draw, records and league reminders. */
function PlayWithFriends() {
  return (
    <section id="with-friends" aria-labelledby="with-friends-heading" className="mt-14 scroll-mt-24">
      <h2 id="with-friends-heading" className="font-display text-3xl sm:text-4xl">
        <Trans>Playing with friends</Trans>
      </h2>
      <div className="mt-3 flex max-w-3xl flex-col gap-3 text-muted-foreground">
        <p>
          <Trans>
            Nobody sees anyone else's picks until the tournament starts: not on the leaderboard, not in a league, not in
            a shared link. Once play begins, every entry on a leaderboard opens to its bracket, read-only: the picks,
            the points each match has earned so far, the champion picked and the points still possible. Compare any two
            side by side to see where they differ and what each remaining match is worth to whom.
          </Trans>
        </p>
        <p>
          <Trans>
            Share a tournament, your entry (after the start) or your league's invite: the link shows a card with the
            leaderboard, your rank and points, or the league's top, when pasted into a chat. In a hurry? Fill the whole
            draw by seeding or world ranking, then change the picks you disagree with; the fill leaves game scores
            empty, and nothing is sent until you submit.
          </Trans>
        </p>
        <p>
          <Trans>
            Every fan has a record page: tournaments played, finishes, accuracy, season ranks and badges for a
            tournament won, a top-10% finish, the champion called and a perfect round. You can make yours private from
            your account page. A league's owner sees who has picked the next tournament and can send one reminder a day
            to those who haven't, by notification or mail, never to anyone who turned reminders off.
          </Trans>
        </p>
      </div>
    </section>
  );
}

/** The prize pool as one bar: winner, platform, credits for the top finishers. */
function PrizeSplit({ className }: { className?: string }) {
  const parts = [
    { label: t`Winner`, percent: PRIZE_SPLIT.winnerPercent, className: 'bg-brand' },
    {
      label: t`Credits for the top ${prizeSplit.topFinishersShare}`,
      percent: PRIZE_SPLIT.topFinishersCreditPercent,
      className: 'bg-info',
    },
    { label: t`Platform`, percent: PRIZE_SPLIT.platformPercent, className: 'bg-muted-foreground/50' },
  ];
  return (
    <figure className={cn('rounded-xl border bg-card p-5', className)}>
      <figcaption className="font-bold">
        <Trans>Where the prize pool goes</Trans>
      </figcaption>
      <div aria-hidden="true" className="mt-4 flex h-3 overflow-hidden rounded-full bg-muted">
        {parts.map((part) => (
          <div key={part.label} className={part.className} style={{ width: `${part.percent}%` }} />
        ))}
      </div>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {parts.map((part) => (
          <li key={part.label} className="flex items-center gap-3">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${part.className}`} />
            <span className="flex-1 text-muted-foreground">{part.label}</span>
            <span className="font-display text-lg">{part.percent}%</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        <Trans>Tied players split their prize equally.</Trans>
      </p>
    </figure>
  );
}

/** How picks are scored, with a worked example, ties and the prize split. */
function ScoringExplained() {
  return (
    <section
      aria-labelledby="scoring-heading"
      className="mt-14 grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:grid-rows-[auto_1fr] lg:gap-x-12"
    >
      <div className="lg:col-start-1 lg:row-start-1">
        <h2 id="scoring-heading" className="font-display text-3xl sm:text-4xl">
          <Trans>Scoring</Trans>
        </h2>
        <p className="mt-3 text-muted-foreground">
          <Trans>Every match in the draw counts the same, from the first round to the final.</Trans>
        </p>
      </div>
      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border bg-card p-5">
            <dt className="text-sm font-semibold text-muted-foreground">
              <Trans>Correct winner</Trans>
            </dt>
            <dd className="mt-1 font-display text-4xl text-primary">+{SCORING.pointsPerCorrectWinner}</dd>
            <dd className="mt-1 text-sm text-muted-foreground">
              <Trans>{pointsPerWinner()} for each winner you call right.</Trans>
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-5">
            <dt className="text-sm font-semibold text-muted-foreground">
              <Trans>Correct game score</Trans>
            </dt>
            <dd className="mt-1 font-display text-4xl text-primary">+{SCORING.bonusForCorrectGameScore}</dd>
            <dd className="mt-1 text-sm text-muted-foreground">
              <Trans>{bonusPoints()} when the game score is right too (only with the right winner).</Trans>
            </dd>
          </div>
        </dl>
        <ul className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-sm leading-6 text-muted-foreground">
          <li>
            <Trans>
              <strong className="text-foreground">Example:</strong> {scoringExample.winners} correct winners,{' '}
              {scoringExample.exactScores} of them with the exact score, make {scoringExample.sum} ={' '}
              <strong className="text-foreground">{scoringExample.points} points</strong>.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="text-foreground">Score and points:</strong> your score is the number of winners you
              called correctly; your points decide your rank.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="text-foreground">Ties:</strong> equal points share a rank (points {tieExample.points}{' '}
              rank {tieExample.ranks}), and tied players split their prize equally.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="text-foreground">Withdrawals and draw changes:</strong> see the{' '}
              <Link to={paths.rules.getHref()} className="font-semibold text-primary underline underline-offset-4">
                tournament rules
              </Link>{' '}
              for how they are scored.
            </Trans>
          </li>
        </ul>
      </div>
      <PrizeSplit className="lg:col-start-1 lg:row-start-2 lg:self-start" />
    </section>
  );
}
