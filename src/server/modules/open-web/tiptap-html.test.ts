import { describe, expect, it } from 'vitest';
import { escapeMarkup, excerpt } from './markup';
import { tiptapToHtml } from './tiptap-html';

const text = (value: string, marks?: { type: string }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const para = (...content: object[]) => ({ type: 'paragraph', content });

describe('tiptapToHtml', () => {
  it('renders blocks and inline emphasis as plain semantic HTML', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text('Part One')] },
        para(
          text('Plain, '),
          text('bold', [{ type: 'bold' }]),
          text(' and '),
          text('both', [{ type: 'italic' }, { type: 'bold' }]),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('one'))] }] },
        { type: 'blockquote', content: [para(text('quoted'), { type: 'hardBreak' }, text('line'))] },
        { type: 'horizontalRule' },
      ],
    };
    expect(tiptapToHtml(doc)).toBe(
      '<h2>Part One</h2><p>Plain, <strong>bold</strong> and <strong><em>both</em></strong></p>' +
        '<ul><li><p>one</p></li></ul><blockquote><p>quoted<br>line</p></blockquote><hr>',
    );
  });

  it('escapes text, drops attributes and unknown marks, and stops after maxBlocks', () => {
    const doc = {
      type: 'doc',
      content: [
        para(
          text('<img src=x onerror=alert(1)> & "q"', [
            { type: 'link', attrs: { href: 'javascript:alert(1)' } } as never,
          ]),
        ),
        para(text('second')),
      ],
    };
    expect(tiptapToHtml(doc)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;</p><p>second</p>',
    );
    expect(tiptapToHtml(doc, 1)).not.toContain('second');
  });

  it('survives malformed and deeply nested documents', () => {
    expect(tiptapToHtml(null)).toBe('');
    expect(tiptapToHtml({ type: 'doc', content: 'nope' })).toBe('');
    let deep: object = text('deep');
    for (let i = 0; i < 5000; i++) deep = { type: 'blockquote', content: [deep] };
    expect(() => tiptapToHtml({ type: 'doc', content: [deep] })).not.toThrow();
  });
});

describe('markup helpers', () => {
  it('escapes the five markup characters and drops what XML forbids', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>\u0000\u0008\u000b\uffff\ud800ok\t\n`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;ok\t\n',
    );
    expect(escapeMarkup('emoji 🙂 stays')).toBe('emoji 🙂 stays');
  });

  it('cuts excerpts on a word boundary', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('word '.repeat(100), 22)).toBe('word word word word…');
  });
});
