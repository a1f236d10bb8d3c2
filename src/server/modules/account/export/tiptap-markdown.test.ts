import { describe, expect, it } from 'vitest';
import { tiptapToMarkdown } from './tiptap-markdown';

const text = (t: string, ...marks: string[]) => ({
  type: 'text',
  text: t,
  marks: marks.map((type) => ({ type })),
});
const p = (...content: object[]) => ({ type: 'paragraph', content });

describe('tiptapToMarkdown', () => {
  it('writes paragraphs, headings, emphasis, lists, quotes and rules', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('The Ember Gate')] },
        p(text('She ran '), text('fast', 'bold'), text(' and '), text('far ', 'italic'), text('away.')),
        { type: 'horizontalRule' },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [p(text('one'))] },
            {
              type: 'listItem',
              content: [
                p(text('two')),
                { type: 'orderedList', content: [{ type: 'listItem', content: [p(text('inner'))] }] },
              ],
            },
          ],
        },
        { type: 'blockquote', content: [p(text('Said the oracle.')), p(text('Twice.'))] },
        p(text('line one'), { type: 'hardBreak' }, text('line two')),
      ],
    };
    expect(tiptapToMarkdown(doc)).toBe(
      [
        '## The Ember Gate',
        '',
        'She ran **fast** and *far* away.',
        '',
        '---',
        '',
        '- one\n- two\n\n  1. inner',
        '',
        '> Said the oracle.\n>\n> Twice.',
        '',
        'line one  \nline two',
      ].join('\n'),
    );
  });

  it('escapes text that Markdown would read as syntax and keeps unknown nodes’ text', () => {
    const doc = {
      type: 'doc',
      content: [p(text('- not a list *nor* emphasis')), { type: 'mystery', content: [text('kept')] }],
    };
    expect(tiptapToMarkdown(doc)).toBe('\\- not a list \\*nor\\* emphasis\n\nkept');
  });

  it('answers an empty string for an empty or malformed document', () => {
    expect(tiptapToMarkdown({ type: 'doc', content: [] })).toBe('');
    expect(tiptapToMarkdown(null)).toBe('');
  });
});
