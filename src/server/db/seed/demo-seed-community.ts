import { can } from '@common/entitlements';
import { eventParticipants, events, groupMembers, groups, userAliases, userFollows } from '../schema/index';
import { DEMO_EVENTS, DEMO_GROUPS } from './demo-community-text';
import { daysBefore, inInsertOrder, timeAfter, type DemoUser, type SeedContext } from './demo-seed-context';
import { ALIAS_SUFFIXES } from './demo-people-text';

/** Users whose tier may create groups and events (SPEC section 6). */
const organisers = (people: DemoUser[]) => people.filter((u) => can(u.tier, 'createGroup'));

/** 10 groups: the creator is Admin, 2 to 11 others join; member_count matches the rows. */
export async function seedDemoGroups(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const { random, tx } = ctx;
  const hosts = organisers(people);
  const plans = DEMO_GROUPS.map(([name, category, description]) => {
    const creator = random.pick(hosts);
    const members = random.sample(
      people.filter((u) => u.id !== creator.id),
      random.int(2, 11),
    );
    const createdAt = daysBefore(ctx, random.int(30, 365));
    return { creator, members, row: { name, category, description, creator: creator.id, createdAt } };
  });
  const inserted = inInsertOrder(
    await tx
      .insert(groups)
      .values(
        plans.map((p) => ({
          ...p.row,
          memberCount: p.members.length + 1,
          updatedAt: p.row.createdAt,
          lastActivity: timeAfter(ctx, p.row.createdAt),
        })),
      )
      .returning(),
    plans.map((p) => p.row.name),
    (g) => g.name,
  );
  await tx.insert(groupMembers).values(
    inserted.flatMap((group, index) => {
      const { creator, members, row } = plans[index]!;
      return [
        { groupId: group.id, userId: creator.id, role: 'Admin', joinedAt: row.createdAt },
        ...members.map((m, n) => ({
          groupId: group.id,
          userId: m.id,
          role: n === 0 ? 'Moderator' : 'Member',
          joinedAt: timeAfter(ctx, row.createdAt),
        })),
      ];
    }),
  );
}

/** 8 events; past deadlines are Completed; participants within max; counts match the rows. */
export async function seedDemoEvents(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const { random, tx } = ctx;
  const hosts = organisers(people);
  for (const [title, type, description, prize, deadlineInDays] of DEMO_EVENTS) {
    const creator = random.pick(hosts);
    const deadline = deadlineInDays === null ? null : daysBefore(ctx, -deadlineInDays);
    const startDate = daysBefore(ctx, -(deadlineInDays ?? 7) + random.int(7, 20));
    const participants = random.sample(
      people.filter((u) => u.id !== creator.id),
      random.int(3, 12),
    );
    const maxParticipants = random.chance(0.5) ? null : participants.length + random.int(0, 40);
    const completed = deadlineInDays !== null && deadlineInDays < 0;
    const [event] = await tx
      .insert(events)
      .values({
        title,
        type,
        description,
        prize,
        creator: creator.id,
        startDate,
        endDate: deadline ?? daysBefore(ctx, -14),
        deadline,
        location: random.pick(['Online', 'Community Hub voice room', 'Discord stage']),
        maxParticipants,
        currentParticipants: participants.length,
        status: completed ? 'Completed' : 'Upcoming',
        createdAt: daysBefore(ctx, random.int(30, 60)),
      })
      .returning();
    await tx.insert(eventParticipants).values(
      participants.map((p) => ({
        eventId: event!.id,
        userId: p.id,
        status: completed ? random.pick(['Attended', 'Attended', 'Withdrawn']) : 'Registered',
        registeredAt: daysBefore(ctx, random.int(1, 29)),
      })),
    );
  }
}

/** Each user follows 2 to 6 others; about half the users have one or two aliases, one primary. */
export async function seedDemoFollowsAndAliases(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const { random, tx } = ctx;
  await tx.insert(userFollows).values(
    people.flatMap((follower) =>
      random
        .sample(
          people.filter((u) => u.id !== follower.id),
          random.int(2, 6),
        )
        .map((following) => ({
          followerId: follower.id,
          followingId: following.id,
          followedAt: timeAfter(ctx, follower.joinDate),
        })),
    ),
  );
  const aliasRows = people.flatMap((user) => {
    if (!random.chance(0.5)) return [];
    const suffixes = random.sample(ALIAS_SUFFIXES, random.int(1, 2));
    return suffixes.map((suffix, n) => ({
      userId: user.id,
      alias: `${user.username}_${suffix}`,
      isPrimary: n === 0,
      visibility: random.pick(['public', 'public', 'friends', 'private']),
      createdAt: timeAfter(ctx, user.joinDate),
    }));
  });
  if (aliasRows.length > 0) await tx.insert(userAliases).values(aliasRows);
}
