import { describe, expect, it } from 'vitest';
import { createDraftStore, draftToRestore, retryDelayMs, type DraftStorage } from './draft-store';

/** A Storage with the browser's semantics, over a Map. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const SERVER_AT = '2026-03-15T12:00:00.000Z';

describe('chapter draft store', () => {
  it('keeps one draft per chapter and forgets it on clear', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.write('a', { doc: doc('one'), baseUpdatedAt: SERVER_AT, editedAt: 5 });
    store.write('b', { doc: doc('two'), baseUpdatedAt: SERVER_AT, editedAt: 6 });
    expect(store.read('a')?.doc).toEqual(doc('one'));
    store.clear('a');
    expect(store.read('a')).toBeNull();
    expect(store.read('b')?.editedAt).toBe(6);
  });

  it('ignores damaged entries and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.map.set('inkforge:chapter-draft:x', '{not json');
    storage.map.set(
      'inkforge:chapter-draft:y',
      JSON.stringify({ doc: { type: 'paragraph' }, baseUpdatedAt: SERVER_AT, editedAt: 1 }),
    );
    const store = createDraftStore(storage);
    expect(store.read('x')).toBeNull();
    expect(store.read('y')).toBeNull();

    const full = createDraftStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => full.write('a', { doc: doc('x'), baseUpdatedAt: SERVER_AT, editedAt: 1 })).not.toThrow();
    expect(full.read('a')).toBeNull();
    expect(() => full.clear('a')).not.toThrow();
  });
});

describe('draftToRestore', () => {
  const server = { content: doc('saved'), updatedAt: SERVER_AT };
  const after = Date.parse(SERVER_AT) + 1;

  it('restores a draft typed after the server version and different from it', () => {
    const draft = { doc: doc('typed offline'), baseUpdatedAt: SERVER_AT, editedAt: after };
    expect(draftToRestore(draft, server)).toBe(draft);
  });

  it('drops a draft that is older, the same moment, or identical to the server text', () => {
    expect(draftToRestore(null, server)).toBeNull();
    expect(
      draftToRestore({ doc: doc('old'), baseUpdatedAt: SERVER_AT, editedAt: after - 2 }, server),
    ).toBeNull();
    expect(
      draftToRestore({ doc: doc('old'), baseUpdatedAt: SERVER_AT, editedAt: after - 1 }, server),
    ).toBeNull();
    expect(
      draftToRestore({ doc: doc('saved'), baseUpdatedAt: SERVER_AT, editedAt: after }, server),
    ).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second and stops growing at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
