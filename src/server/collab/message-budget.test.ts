import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LIVE_ROOM_CLOSE } from '@common/live-room-close-codes';
import { updateFrame } from './collab-flood.test-support';
import { createMessageBudget, messageBudgetLimits } from './message-budget';

/** The budget on a clock the test moves (milliseconds). */
function budgetAt(maxMessageBytes = 65536) {
  const clock = { now: 0 };
  return { clock, budget: createMessageBudget(messageBudgetLimits(maxMessageBytes), () => clock.now) };
}

/** An update of `length` characters written by Yjs client `client`. */
function textUpdate(client: number, length: number): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = client;
  doc.getText('t').insert(0, 'x'.repeat(length));
  return Y.encodeStateAsUpdate(doc);
}

describe('the message budget of one live-room connection', () => {
  it('takes a burst of 300 messages, then 100 a second', () => {
    const { clock, budget } = budgetAt();
    const small = updateFrame('chapter', textUpdate(1, 1));
    for (let i = 0; i < 300; i++) expect(budget.admit(small)).toBeUndefined();
    expect(budget.admit(small)).toEqual(LIVE_ROOM_CLOSE.tooFast);
    clock.now += 1000;
    for (let i = 0; i < 100; i++) expect(budget.admit(small)).toBeUndefined();
    expect(budget.admit(small)).toEqual(LIVE_ROOM_CLOSE.tooFast);
  });

  it('takes 4 MiB at once (or two of the largest messages), then 1 MiB a second', () => {
    const { clock, budget } = budgetAt();
    const big = updateFrame('chapter', textUpdate(1, 512 * 1024));
    for (let i = 0; i < 7; i++) expect(budget.admit(big)).toBeUndefined();
    expect(budget.admit(big)).toEqual(LIVE_ROOM_CLOSE.tooFast);
    clock.now += 1000;
    expect(budget.admit(big)).toBeUndefined();
    expect(budget.admit(big)).toBeUndefined();
    expect(budget.admit(big)).toEqual(LIVE_ROOM_CLOSE.tooFast);

    const largest = budgetAt(3 * 1024 * 1024).budget;
    const message = updateFrame('chapter', textUpdate(1, 3 * 1024 * 1024 - 100));
    expect(largest.admit(message)).toBeUndefined();
    expect(largest.admit(message)).toBeUndefined();
  });

  it('takes 50 Yjs client ids per document, counted per document', () => {
    const { clock, budget } = budgetAt();
    for (let client = 1; client <= 50; client++) {
      expect(budget.admit(updateFrame('one', textUpdate(client, 1)))).toBeUndefined();
      expect(budget.admit(updateFrame('two', textUpdate(client, 1)))).toBeUndefined();
      // The same client again is no new one.
      expect(budget.admit(updateFrame('one', textUpdate(client, 2)))).toBeUndefined();
      clock.now += 1000;
    }
    expect(budget.admit(updateFrame('one', textUpdate(51, 1)))).toEqual(LIVE_ROOM_CLOSE.tooManyClients);
  });

  it('counts the client ids inside one message, and lets Hocuspocus judge one that does not decode', () => {
    const { budget } = budgetAt();
    const merged = Y.mergeUpdates(Array.from({ length: 51 }, (_, i) => textUpdate(i + 1, 1)));
    expect(budget.admit(updateFrame('one', merged))).toEqual(LIVE_ROOM_CLOSE.tooManyClients);
    expect(budgetAt().budget.admit(new Uint8Array([5, 1, 2]))).toBeUndefined();
  });
});
