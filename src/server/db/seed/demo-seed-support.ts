import {
  SUPPORT_FIRST_RESPONSE_HOURS,
  supportPriorityOf,
  supportPriorityRank,
  type SupportStatus,
} from '@common/support';
import { supportMessages, supportRequests } from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';

const HOUR_MS = 60 * 60 * 1000;

/** The demo support desk: who asked what, how many hours ago, and where it stands. */
const REQUESTS: {
  who: string;
  subject: string;
  body: string;
  hoursAgo: number;
  status: SupportStatus;
  answer?: string;
  note?: string;
}[] = [
  {
    who: 'dorian',
    subject: 'Chapter word count looks wrong',
    body: 'My chapter says 1,204 words but my own editor counts 1,180. Which one is right?',
    hoursAgo: 30,
    status: 'open',
    note: 'Our count includes the chapter title. Worth a line in the help text.',
  },
  {
    who: 'hugo',
    subject: 'Export of my horror anthology',
    body: 'I would like the whole anthology as one file for my newsletter readers. Is that possible?',
    hoursAgo: 2,
    status: 'open',
  },
  {
    who: 'ophelia',
    subject: 'Receipt for my yearly plan',
    body: 'My accountant needs a receipt with my address on it. Where can I find one?',
    hoursAgo: 20,
    status: 'waiting',
    answer:
      'Your receipts are under Settings, Billing: each invoice has a printable receipt. Does that one have what your accountant needs?',
  },
  {
    who: 'kira',
    subject: 'Invite a co-author who reads on a reader plan',
    body: 'Can my friend on Story Connoisseur co-write my story with me?',
    hoursAgo: 14,
    status: 'open',
  },
  {
    who: 'piet',
    subject: 'Reading position lost on the train',
    body: 'When the train goes into a tunnel I sometimes lose my place in the chapter.',
    hoursAgo: 72,
    status: 'resolved',
    answer:
      'Thank you! Your position is now saved as you scroll, even offline for a moment. It should not happen again.',
  },
];

/**
 * Support requests of every priority (dedicated: hugo, Master Weaver; priority: ophelia and kira;
 * standard: dorian and piet), one overdue, one waiting on its requester, one resolved, answered
 * by the demo admin, one with an internal note.
 */
export async function seedDemoSupport(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const byName = new Map(people.map((p) => [p.username, p]));
  const admin = people.find((p) => p.isAdmin);
  for (const r of REQUESTS) {
    const user = byName.get(r.who);
    if (!user || !admin) continue;
    const priority = supportPriorityOf(user.tier);
    const createdAt = new Date(ctx.now.getTime() - r.hoursAgo * HOUR_MS);
    const answeredAt = new Date(createdAt.getTime() + HOUR_MS);
    const [row] = await ctx.tx
      .insert(supportRequests)
      .values({
        userId: user.id,
        subject: r.subject,
        status: r.status,
        priorityRank: supportPriorityRank(priority),
        assigneeId: r.answer || r.note ? admin.id : null,
        createdAt,
        updatedAt: r.answer ? answeredAt : createdAt,
        firstResponseDueAt: new Date(createdAt.getTime() + SUPPORT_FIRST_RESPONSE_HOURS[priority] * HOUR_MS),
        firstRespondedAt: r.answer ? answeredAt : null,
      })
      .returning({ id: supportRequests.id });
    const messages: (typeof supportMessages.$inferInsert)[] = [
      { requestId: row!.id, authorId: user.id, body: r.body, createdAt },
    ];
    if (r.note)
      messages.push({
        requestId: row!.id,
        authorId: admin.id,
        fromSupport: true,
        internal: true,
        body: r.note,
        createdAt: answeredAt,
      });
    if (r.answer)
      messages.push({
        requestId: row!.id,
        authorId: admin.id,
        fromSupport: true,
        body: r.answer,
        createdAt: answeredAt,
      });
    await ctx.tx.insert(supportMessages).values(messages);
  }
}
