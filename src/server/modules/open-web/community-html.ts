import { paragraphsOf } from '@common/sample-stories';
import { countLabel } from '@common/plural';
import { formatPlanPrice } from '@common/pricing';
import type { Plan } from '@common/plans';
import { PLANS_CLAIM, claimText } from '@common/landing-claims';
import { escapeMarkup as e } from './markup';
import { page } from './page-html';
import type { SiteUrls } from './page-view';

/**
 * The main content of the marketplace, community, plans and legal pages and of a group,
 * thread and event, as plain semantic HTML for readers without JavaScript and for crawlers (the
 * SPA replaces it where scripts run). Every stored string goes through escapeMarkup.
 */

const paragraphs = (text: string) =>
  paragraphsOf(text)
    .map((p) => `<p>${e(p)}</p>`)
    .join('');
const facts = (rows: [string, string][]) =>
  `<dl>${rows.map(([term, value]) => `<dt>${e(term)}</dt><dd>${e(value)}</dd>`).join('')}</dl>`;
const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const day = (date: Date | null, none: string) => (date ? DAY.format(date) : none);

/** A page with a heading, its description and links onwards (the marketplace, community, legal pages). */
export function sectionBody(urls: SiteUrls, heading: string, description: string, links: [string, string][]) {
  const list = links.length
    ? `<ul>${links.map(([href, label]) => `<li><a href="${e(urls.base + href)}">${e(label)}</a></li>`).join('')}</ul>`
    : '';
  return page(urls, `<h1>${e(heading)}</h1><p>${e(description)}</p>${list}`);
}

/** The plans page: each plan with its prices, description and what it includes today. */
export function plansBody(urls: SiteUrls, description: string, families: [string, readonly Plan[]][]) {
  const plan = (p: Plan) => {
    const price =
      p.price.monthly === 0
        ? 'Free'
        : `${formatPlanPrice(p.price.monthly)} a month or ${formatPlanPrice(p.price.yearly)} a year`;
    const included = p.features.filter((f) => f.included).map((f) => `<li>${e(f.name)}</li>`);
    return `<li><h3>${e(p.name)}</h3><p>${e(price)}</p><p>${e(p.description)}</p><ul>${included.join('')}</ul></li>`;
  };
  return page(
    urls,
    `<h1>Plans and Pricing</h1><p>${e(description)}</p>` +
      families
        .map(
          ([title, plans]) => `<section><h2>${e(title)}</h2><ul>${plans.map(plan).join('')}</ul></section>`,
        )
        .join('') +
      // The guarantee only while it is delivered (common/landing-claims.ts).
      `<p>${e(claimText(PLANS_CLAIM) ?? '')} <a href="/register">Join Inkforge</a></p>`,
  );
}

export type GroupBody = {
  name: string;
  description: string;
  category: string | null;
  memberCount: number;
  createdAt: Date;
  creatorName: string;
};

export function groupBody(urls: SiteUrls, g: GroupBody): string {
  const line = [g.category, countLabel(g.memberCount, 'member'), `started by ${g.creatorName}`]
    .filter(Boolean)
    .join(' · ');
  return page(
    urls,
    `<article><p><a href="${e(urls.base)}/community/groups">All Groups</a></p><h1>${e(g.name)}</h1>` +
      `<p>${e(line)}</p>${paragraphs(g.description)}<p>Since ${e(day(g.createdAt, ''))}</p>` +
      `<p><a href="/register">Join Inkforge</a> to join this group.</p></article>`,
  );
}

export type ThreadBody = {
  title: string;
  body: string;
  replyCount: number;
  groupName: string;
  authorName: string;
};

export function threadBody(urls: SiteUrls, groupHref: string, t: ThreadBody): string {
  return page(
    urls,
    `<article><p><a href="${e(groupHref)}">${e(t.groupName)}</a></p><h1>${e(t.title)}</h1>` +
      `<p>${e(`by ${t.authorName} · ${countLabel(t.replyCount, 'reply', 'replies')}`)}</p>${paragraphs(t.body)}</article>`,
  );
}

export type EventBody = {
  title: string;
  description: string;
  type: string;
  status: string;
  startDate: Date | null;
  endDate: Date | null;
  deadline: Date | null;
  location: string | null;
  prize: string | null;
  maxParticipants: number | null;
  currentParticipants: number;
  creatorName: string;
};

export function eventBody(urls: SiteUrls, ev: EventBody): string {
  const places =
    ev.maxParticipants === null
      ? countLabel(ev.currentParticipants, 'participant')
      : `${ev.currentParticipants.toLocaleString('en-US')} of ${countLabel(ev.maxParticipants, 'place')} taken`;
  return page(
    urls,
    `<article><p><a href="${e(urls.base)}/community/events">Events</a></p><h1>${e(ev.title)}</h1>` +
      `<p>${e(`${ev.type} · ${ev.status} · hosted by ${ev.creatorName}`)}</p>${paragraphs(ev.description)}` +
      facts([
        ['Starts', day(ev.startDate, 'Not set')],
        ['Ends', day(ev.endDate, 'Not set')],
        ['Deadline', day(ev.deadline, 'No deadline')],
        ['Prize', ev.prize ?? 'No prize'],
        ...(ev.location ? [['Location', ev.location] as [string, string]] : []),
        ['Participants', places],
      ]) +
      `<p><a href="/register">Join Inkforge</a> to take part.</p></article>`,
  );
}
