import { randomFillSync } from 'node:crypto';
import { DiceRoll, NumberGenerator, Parser, Results } from '@dice-roller/rpg-dice-roller';
import { PLAY_ROLL_DICE_MAX } from '@common/play';
import type { PlayRoll } from '@common/schemas/play-sessions';
import { badRequest } from '../../errors';

/**
 * The dice engine: 32-bit integers from the operating system's CSPRNG, batched. The dice library
 * (random-js underneath) turns them into die faces by rejection sampling, so faces are unbiased.
 */
const pool = new Int32Array(1024);
let taken = pool.length;
NumberGenerator.generator.engine = {
  next(): number {
    if (taken === pool.length) {
      randomFillSync(pool);
      taken = 0;
    }
    return pool[taken++]!;
  },
};

export const ROLL_UNREADABLE =
  'That roll could not be read. Try notation like 2d20kh1+5, 4d6dl1, 1d10! or 4dF.';
const TOO_MANY = `A roll may throw at most ${PLAY_ROLL_DICE_MAX} dice.`;
const refuse = (message: string) => badRequest(message, [{ path: 'formula', message }]);

type ParsedDie = { sides: number | string; qty: number };
type RolledFace = { value: number; useInTotal: boolean };

/** The dice of a parsed formula in the order they roll: each with its sides (numbers, or 'F' for Fate). */
function diceOf(parsed: unknown[], into: ParsedDie[]): void {
  for (const item of parsed) {
    if (item && typeof item === 'object' && 'sides' in item && 'qty' in item) into.push(item as ParsedDie);
    else if (item && typeof item === 'object' && 'expressions' in item)
      for (const e of (item as { expressions: unknown[][] }).expressions) diceOf(e, into);
  }
}

/** The rolled results of each die term, in the same order as diceOf. */
function facesOf(rolls: unknown[], into: RolledFace[][]): void {
  for (const item of rolls) {
    if (!item || typeof item !== 'object') continue;
    if (item instanceof Results.RollResults) into.push(item.rolls as RolledFace[]);
    else if (item instanceof Results.ResultGroup) facesOf(item.results as unknown[], into);
  }
}

/**
 * Parses `formula` (Roll20-style notation, with or without `/roll` or `[[ ]]`) with the dice
 * library and rolls it on the server with the CSPRNG, so no client can forge a result. A formula
 * the library refuses, or one throwing more than PLAY_ROLL_DICE_MAX dice, answers 400.
 */
export function rollDice(formula: string): PlayRoll {
  const cleaned = formula
    .trim()
    .replace(/^\/r(oll)?\s+/i, '')
    .replace(/^\[\[(.*)\]\]$/, '$1')
    .trim();
  const dice: ParsedDie[] = [];
  try {
    diceOf(Parser.parse(cleaned) as unknown[], dice);
  } catch {
    throw refuse(ROLL_UNREADABLE);
  }
  if (dice.length === 0) throw refuse(ROLL_UNREADABLE);
  if (dice.reduce((n, d) => n + d.qty, 0) > PLAY_ROLL_DICE_MAX) throw refuse(TOO_MANY);
  let roll: DiceRoll;
  try {
    roll = new DiceRoll(cleaned);
  } catch {
    throw refuse(ROLL_UNREADABLE);
  }
  const faces: RolledFace[][] = [];
  facesOf(roll.rolls as unknown[], faces);
  if (faces.length !== dice.length || !Number.isFinite(roll.total)) throw refuse(ROLL_UNREADABLE);
  const thrown = faces.flatMap((results, i) => {
    const sides = typeof dice[i]!.sides === 'number' ? (dice[i]!.sides as number) : ('F' as const);
    return results.map((r) => ({ sides, value: r.value, dropped: !r.useInTotal }));
  });
  if (thrown.length > PLAY_ROLL_DICE_MAX) throw refuse(TOO_MANY);
  return { formula: cleaned, total: roll.total, dice: thrown };
}
