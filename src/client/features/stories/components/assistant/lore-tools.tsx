import { useId, useState } from 'react';
import type { GenerationRequest } from '@common/schemas/assistant';
import { Button } from '@client/components/ui/button';

type Tool = 'describe' | 'names' | 'recap';
const TOOLS: Record<Tool, string> = {
  describe: 'Describe a place from the world',
  names: 'Name ideas that fit a culture',
  recap: 'Recap of the story so far',
};
const field = 'rounded-lg border border-line bg-surface px-2 py-1.5';

type Props = {
  storyId: string;
  chapterId: string;
  busy: boolean;
  onAsk: (request: GenerationRequest) => void;
};

/** The world and story tools of the assistant panel: a place from the lore, names, a recap. */
export function LoreTools({ storyId, chapterId, busy, onAsk }: Props) {
  const ids = { tool: useId(), text: useId(), subject: useId() };
  const [tool, setTool] = useState<Tool>('describe');
  const [text, setText] = useState('');
  const [subject, setSubject] = useState<'character' | 'place'>('character');
  const target = { storyId, chapterId };
  const ask = () => {
    if (tool === 'describe') onAsk({ kind: 'describe', ...target, place: text });
    else if (tool === 'names') onAsk({ kind: 'names', ...target, subject, hint: text });
    else onAsk({ kind: 'recap', ...target });
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <legend className="px-1 font-semibold text-ink">From the world and the story</legend>
      <label htmlFor={ids.tool} className="text-ink">
        Tool
      </label>
      <select id={ids.tool} value={tool} onChange={(e) => setTool(e.target.value as Tool)} className={field}>
        {(Object.keys(TOOLS) as Tool[]).map((t) => (
          <option key={t} value={t}>
            {TOOLS[t]}
          </option>
        ))}
      </select>
      {tool === 'names' ? (
        <>
          <label htmlFor={ids.subject} className="text-ink">
            A name for
          </label>
          <select
            id={ids.subject}
            value={subject}
            onChange={(e) => setSubject(e.target.value as 'character' | 'place')}
            className={field}
          >
            <option value="character">a character</option>
            <option value="place">a place</option>
          </select>
        </>
      ) : null}
      {tool !== 'recap' ? (
        <>
          <label htmlFor={ids.text} className="text-ink">
            {tool === 'describe' ? 'Place' : 'Who or what (optional)'}
          </label>
          <input
            id={ids.text}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            className={field}
          />
        </>
      ) : null}
      <Button
        variant="secondary"
        onClick={ask}
        disabled={busy || (tool === 'describe' && text.trim() === '')}
      >
        Ask
      </Button>
    </fieldset>
  );
}
