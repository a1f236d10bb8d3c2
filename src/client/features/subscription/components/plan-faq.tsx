import { ChevronDown } from 'lucide-react';
import { SUPPORT_FIRST_RESPONSE_HOURS as HOURS } from '@common/support';
import { countLabel } from '@common/plural';

/**
 * The six questions of SPEC section 2, in its order, then what people ask about the plan table:
 * collaboration (inviting is a Worldsmith and Master Weaver feature; being invited works on every
 * plan) and support priorities.
 */
const FAQ = [
  {
    q: 'Can I switch between Creator and Reader plans?',
    a: 'Yes. Open Billing in your settings, or pick a plan of the other type here. A paid switch is prorated like any other plan change, and everything you made stays yours. Worlds and characters are made on a creator plan (Free costs nothing): on a reader plan you keep yours but make no new ones.',
  },
  {
    q: 'What is the difference between Creator and Reader plans?',
    a: 'Creator plans are for writing: private worlds, characters, AI generations, exports and collaboration. Reader plans are for reading: ad-free and offline reading, early access, recommendations and ways to support the storytellers you love.',
  },
  {
    q: 'Can I change my plan at any time?',
    a: 'Yes. An upgrade starts at once and you pay only the prorated difference for the rest of the current period. A downgrade takes effect at the end of the period you have paid for.',
  },
  {
    q: 'What happens to my content if I downgrade?',
    a: 'Nothing is deleted or hidden. Everything you created stays readable and editable; you may lose premium features, and you cannot create more than the new plan allows until you upgrade again.',
  },
  {
    q: 'Is there a money-back guarantee?',
    a: 'Every paid plan comes with a 30-day money-back guarantee. Ask for a refund from Billing within 30 days of a payment and your account returns to the free plan.',
  },
  {
    q: 'Can I use my stories commercially?',
    a: 'Yes. You own everything you create on Inkforge and may publish, sell or adapt it as you wish.',
  },
  {
    q: 'Can I write with others on any plan?',
    a: 'Yes. Anyone on any plan, reader plans included, can be invited to a story and write in it with its owner. Inviting people to your own stories is part of Worldsmith and Master Weaver. If the owner’s plan changes later, everyone already on the story keeps their access.',
  },
  {
    q: 'How fast does support answer?',
    a: `Everyone can open a request from Help. Master Weaver gets dedicated support (a first answer within ${countLabel(HOURS.dedicated, 'hour')}), Worldsmith and Patron of the Arts priority support (within ${countLabel(HOURS.priority, 'hour')}), every other plan standard support (within ${countLabel(HOURS.standard, 'hour')}).`,
  },
] as const;

/** Frequently asked questions as native disclosure widgets (keyboard and screen reader friendly). */
export function PlanFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl">
      <h2 id="faq-title" className="text-center font-display text-3xl font-bold tracking-tight text-ink">
        Frequently asked questions
      </h2>
      <div className="mt-8 flex flex-col gap-3">
        {FAQ.map(({ q, a }) => (
          <details
            key={q}
            className="group rounded-xl border border-line bg-surface shadow-sm open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-muted">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
