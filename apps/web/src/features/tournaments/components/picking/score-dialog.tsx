import { Trans } from '@lingui/react/macro';
import type { GameScore, MatchPlayer } from '@squash/core';
import { GAME_SCORES, SCORING } from '@squash/core/rules';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export interface ScoreChoice {
  winner: MatchPlayer;
  loser: MatchPlayer;
}

/**
 * 'Select Score': how many games the picked winner needs. The score is optional, so picking the winner
 * alone is a choice of its own. On a phone the dialog sits at the bottom, under the thumb.
 */
export function ScoreDialog({
  choice,
  onChoose,
  onCancel,
  onClosed,
}: {
  choice: ScoreChoice | null;
  onChoose: (score: GameScore | null) => void;
  onCancel: () => void;
  /** Puts focus back where the dialog was opened from (it has no trigger of its own to return to). */
  onClosed: () => void;
}) {
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        className="max-w-sm gap-5 max-sm:top-auto max-sm:bottom-3 max-sm:translate-y-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Select Score</Trans>
          </DialogTitle>
          <DialogDescription>
            {choice && (
              <>
                <Trans>
                  <span className="font-semibold text-foreground">{choice.winner.fullName}</span> to beat{' '}
                  {choice.loser.fullName}. In how many games?
                </Trans>
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-3 gap-2">
          {GAME_SCORES.map((score) => (
            <Button
              key={score}
              variant="outline"
              className="h-14 font-display text-2xl tabular-nums hover:border-primary hover:bg-primary/10"
              onClick={() => onChoose(score)}
            >
              {score}
            </Button>
          ))}
        </div>
        <Button variant="secondary" onClick={() => onChoose(null)}>
          <Trans>Winner only, no score</Trans>
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          <Trans>
            {SCORING.pointsPerCorrectWinner} points for the right winner, +{SCORING.bonusForCorrectGameScore} for the
            right score.
          </Trans>
        </p>
      </DialogContent>
    </Dialog>
  );
}
