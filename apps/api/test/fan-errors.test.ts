import { readFileSync } from 'node:fs';
import { type TipsProblemKind, tipsProblemMessage } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { FAN_ERRORS } from '../src/lib/fan-errors.js';
import { say, textsFor } from '../src/lib/texts.js';
import {
  CANCELLED_REASON,
  DECLINED_REASON,
  EXPIRED_REASON,
  NEVER_OPENED_REASON,
} from '../src/modules/payments/service.js';

describe("a fan's refusals", () => {
  it("say a set of tips' problem in core's English words (spec 000's where it has them), for every kind", () => {
    const english = textsFor('en');
    const kinds = Object.keys(FAN_ERRORS.tips) as TipsProblemKind[];
    expect(kinds.length).toBe(8);
    for (const values of [
      { roundName: 'Quarter-finals', position: 2, required: 15, predicted: 10 },
      { roundName: null, position: null, required: 3, predicted: 0 },
    ]) {
      const match =
        values.roundName && values.position
          ? say(english, FAN_ERRORS.matchLabel, { round: values.roundName, position: values.position })
          : say(english, FAN_ERRORS.aMatch);
      for (const kind of kinds) {
        expect(say(english, FAN_ERRORS.tips[kind], { ...values, match })).toBe(tipsProblemMessage(kind, values));
      }
    }
  });

  it("keep why a payment failed in words the web's catalogue knows, so the fan reads them in their language", () => {
    const known = readFileSync(new URL('../../web/src/lib/known-texts.ts', import.meta.url), 'utf8');
    for (const reason of [DECLINED_REASON, CANCELLED_REASON, EXPIRED_REASON, NEVER_OPENED_REASON]) {
      expect(known).toContain(`id: '${reason}'`);
    }
  });
});
