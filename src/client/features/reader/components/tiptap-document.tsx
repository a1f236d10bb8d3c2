import type { ReactNode } from 'react';
import type { TiptapDoc } from '@common/schemas/chapter';

/**
 * Renders a chapter's Tiptap JSON document as React elements, read-only. It knows the nodes and
 * marks the chapter editor produces (StarterKit: paragraphs, headings 2-3, quotes, lists, code,
 * rules, line breaks; bold, italic, underline, strike, code, links). Nothing is ever inserted as
 * HTML: text is text, unknown nodes show only their text, and links keep only http(s) and mailto
 * addresses, so a crafted document cannot run script in a reader's browser.
 */

type Mark = { type?: unknown; attrs?: Record<string, unknown> };
type Node = {
  type?: unknown;
  text?: unknown;
  content?: unknown;
  marks?: unknown;
  attrs?: Record<string, unknown>;
};

const SAFE_HREF = /^(https?:|mailto:)/i;

function children(node: Node): ReactNode {
  if (!Array.isArray(node.content)) return null;
  return node.content.map((child, index) => <DocNode key={index} node={child as Node} />);
}

function withMarks(text: string, marks: unknown): ReactNode {
  if (!Array.isArray(marks)) return text;
  return (marks as Mark[]).reduce<ReactNode>((inner, mark) => {
    switch (mark?.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'underline':
        return <u>{inner}</u>;
      case 'strike':
        return <s>{inner}</s>;
      case 'code':
        return <code className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">{inner}</code>;
      case 'link': {
        const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href : '';
        if (!SAFE_HREF.test(href)) return inner;
        return (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-accent underline underline-offset-2"
          >
            {inner}
          </a>
        );
      }
      default:
        return inner;
    }
  }, text);
}

function DocNode({ node }: { node: Node }): ReactNode {
  switch (node?.type) {
    case 'text':
      return typeof node.text === 'string' ? withMarks(node.text, node.marks) : null;
    case 'paragraph':
      return <p>{children(node)}</p>;
    case 'heading':
      return node.attrs?.level === 3 ? <h3>{children(node)}</h3> : <h2>{children(node)}</h2>;
    case 'blockquote':
      return <blockquote>{children(node)}</blockquote>;
    case 'bulletList':
      return <ul>{children(node)}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return <ol start={Number.isInteger(start) && start > 1 ? start : undefined}>{children(node)}</ol>;
    }
    case 'listItem':
      return <li>{children(node)}</li>;
    case 'codeBlock':
      return (
        <pre>
          <code>{children(node)}</code>
        </pre>
      );
    case 'hardBreak':
      return <br />;
    case 'horizontalRule':
      return <hr />;
    default:
      return <>{children(node)}</>;
  }
}

/** The document's content; an empty document renders nothing (the caller shows an empty note). */
export function TiptapDocument({ doc }: { doc: TiptapDoc }) {
  return <>{children(doc as Node)}</>;
}

/** Whether the document holds any text at all. */
export const isEmptyDoc = (doc: TiptapDoc): boolean =>
  !JSON.stringify(doc.content ?? []).includes('"text":"');
