import type { ReactNode } from 'react';
import type { TemplateType } from '@common/constants';
import {
  toEditable,
  type CharacterArchetypeContent,
  type NamedEntry,
  type ScenarioPackContent,
  type StoryStructureContent,
  type WorldAssetContent,
} from './content-model';

type Props = { type: TemplateType; content: unknown };

/** The whole content document of a template, laid out for its type (free templates, owners, the upload preview). */
export function FullContent({ type, content }: Props) {
  const doc = toEditable(type, content);
  if (isEmpty(doc)) return <p className="text-sm text-ink-muted">This template has no content yet.</p>;
  switch (type) {
    case 'Story Structure':
      return <StoryView doc={doc as StoryStructureContent} />;
    case 'World Asset':
      return <WorldView doc={doc as WorldAssetContent} />;
    case 'Character Archetype':
      return <CharacterView doc={doc as CharacterArchetypeContent} />;
    case 'Scenario Pack':
      return <ScenarioView doc={doc as ScenarioPackContent} />;
  }
}

/** Whether a document has no text anywhere (e.g. a template made before content was structured). */
const isEmpty = (doc: unknown): boolean =>
  typeof doc === 'string'
    ? doc.trim() === ''
    : Array.isArray(doc)
      ? doc.every(isEmpty)
      : typeof doc === 'object' && doc !== null
        ? Object.entries(doc).every(([k, v]) => (k === 'title' && /^Act \d+$/.test(String(v))) || isEmpty(v))
        : true;

const Heading = ({ children }: { children: ReactNode }) => (
  <h3 className="font-display text-base font-semibold text-ink">{children}</h3>
);
const Prose = ({ text }: { text: string }) =>
  text ? <p className="mt-1 text-sm whitespace-pre-line text-ink">{text}</p> : null;

function Entries({ items }: { items: NamedEntry[] }) {
  return (
    <ul className="mt-1.5 space-y-2">
      {items.map((p, i) => (
        <li key={i} className="text-sm">
          <span className="font-semibold text-ink">{p.name || 'Untitled'}</span>
          {p.description ? <span className="text-ink-muted">{` · ${p.description}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function StoryView({ doc }: { doc: StoryStructureContent }) {
  return (
    <div className="space-y-5" data-testid="template-content">
      {doc.acts.map((act, i) => (
        <section key={i}>
          <Heading>{act.title}</Heading>
          <Prose text={act.notes} />
          <ol className="mt-2 space-y-2 border-l-2 border-accent/30 pl-4">
            {act.beats.map((beat, j) => (
              <li key={j} className="text-sm">
                <span className="font-semibold text-ink">{beat.title || `Beat ${j + 1}`}</span>
                {beat.notes ? (
                  <p className="mt-0.5 whitespace-pre-line text-ink-muted">{beat.notes}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

const WORLD_LABELS = {
  geography: 'Geography',
  cultures: 'Cultures',
  history: 'History',
  rulesSystem: 'Rules system',
} as const;

function WorldView({ doc }: { doc: WorldAssetContent }) {
  return (
    <div className="space-y-4" data-testid="template-content">
      {(Object.keys(WORLD_LABELS) as Array<keyof typeof WORLD_LABELS>)
        .filter((k) => doc.sections[k])
        .map((k) => (
          <section key={k}>
            <Heading>{WORLD_LABELS[k]}</Heading>
            <Prose text={doc.sections[k]} />
          </section>
        ))}
      {doc.places.length > 0 ? (
        <section>
          <Heading>Places</Heading>
          <Entries items={doc.places} />
        </section>
      ) : null}
    </div>
  );
}

function CharacterView({ doc }: { doc: CharacterArchetypeContent }) {
  const rows: Array<[string, string]> = [
    ['Description', doc.description],
    ['Background', doc.background],
    ['Speaking style', doc.speakingStyle],
    ['Voice patterns', doc.voicePatterns],
  ];
  return (
    <div className="space-y-4" data-testid="template-content">
      <Heading>{doc.name || 'Character'}</Heading>
      {doc.personalityTraits.length > 0 ? (
        <ul aria-label="Traits" className="flex flex-wrap gap-1.5">
          {doc.personalityTraits.map((t, i) => (
            <li
              key={i}
              className="rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink"
            >
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      {rows
        .filter(([, v]) => v)
        .map(([label, v]) => (
          <section key={label}>
            <h4 className="text-sm font-semibold text-ink-muted">{label}</h4>
            <Prose text={v} />
          </section>
        ))}
    </div>
  );
}

function ScenarioView({ doc }: { doc: ScenarioPackContent }) {
  return (
    <div className="space-y-4" data-testid="template-content">
      <section>
        <Heading>{doc.premise.title || 'Premise'}</Heading>
        <Prose text={doc.premise.text} />
      </section>
      {doc.characters.length > 0 ? (
        <section>
          <Heading>Characters</Heading>
          <Entries items={doc.characters} />
        </section>
      ) : null}
      {doc.places.length > 0 ? (
        <section>
          <Heading>Places</Heading>
          <Entries items={doc.places} />
        </section>
      ) : null}
      <section>
        <Heading>{`Opening chapter${doc.openingChapter.title ? `: ${doc.openingChapter.title}` : ''}`}</Heading>
        <Prose text={doc.openingChapter.text} />
      </section>
    </div>
  );
}
