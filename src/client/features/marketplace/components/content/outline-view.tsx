import type { TemplateOutline } from '@common/schemas/marketplace';

/** Headings with their item titles. */
export function OutlineView({ outline }: { outline: TemplateOutline }) {
  if (outline.length === 0)
    return <p className="text-sm text-ink-muted">This template has no content yet.</p>;
  return (
    <div className="space-y-4" data-testid="template-outline">
      {outline.map((section, i) => (
        <section key={`${section.heading}-${i}`}>
          <h3 className="font-display text-base font-semibold text-ink">{section.heading}</h3>
          {section.items.length > 0 ? (
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm text-ink">
              {section.items.map((item, j) => (
                <li key={`${item}-${j}`}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
