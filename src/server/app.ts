import path from 'node:path';
import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, AppInstance } from './app-types';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { withSafeErrorLogging } from './plugins/safe-error-log';
import { registerSpa } from './plugins/spa';
import { registerCompression } from './plugins/compression';
import { registerCsrfCheck } from './plugins/csrf';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { OneLinePerRequest, requestLoggerOnDemand } from './plugins/request-log';
import { createRedis } from './plugins/redis';
import { healthRoutes } from './modules/health/health.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { storiesRoutes } from './modules/stories/stories.routes';
import { chaptersRoutes } from './modules/chapters/chapters.routes';
import { chapterPublishClockRoutes } from './modules/chapters/chapter-publish-clock.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { collaboratorsRoutes } from './modules/collaborators/collaborators.routes';
import { storySessionsRoutes } from './modules/stories/story-sessions.routes';
import { userSearchRoutes } from './modules/users/user-search.routes';
import { worldsRoutes } from './modules/worlds/worlds.routes';
import { charactersRoutes } from './modules/characters/characters.routes';
import { createAuth } from './auth/create-auth';
import { authRoutes } from './auth/auth.routes';
import { registerSessionSupport } from './auth/session';
import { registerBearerAuth } from './auth/bearer-auth';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { createApiTokenLookup } from './modules/api-tokens/api-token-lookup';
import { createMailer, type Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import { devMailRoutes, servesDevMail } from './mail/dev-mail.routes';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { createReaderStateOnStory } from './modules/reader-state/reader-state';
import { readingRoutes } from './modules/reading/reading.routes';
import { viewsRoutes } from './modules/views/views.routes';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { searchRoutes } from './modules/search/search.routes';
import { filterPresetsRoutes } from './modules/filter-presets/filter-presets.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { mutesRoutes } from './modules/mutes/mutes.routes';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes';
import { authorsRoutes } from './modules/authors/authors.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { accountRoutes } from './modules/account/account.routes';
import { readerAccountRoutes } from './modules/reader-account/reader-account.routes';
import { aliasesRoutes } from './modules/aliases/aliases.routes';
import { editProfileRoutes } from './modules/edit-profile/edit-profile.routes';
import { authorBrandRoutes } from './modules/author-brand/author-brand.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { readerAnalyticsRoutes } from './modules/reader-analytics/reader-analytics.routes';
import { createPayments } from './modules/billing/payments';
import { templateGood } from './modules/marketplace/template-good';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { templateAcquisitionRoutes } from './modules/marketplace/acquisitions.routes';
import { tipGood } from './modules/tips/tip-good';
import { commissionGood } from './modules/commissions/commission-good';
import { commissionsRoutes } from './modules/commissions/commissions.routes';
import { betaRoutes } from './modules/beta/beta.routes';
import { tipsRoutes } from './modules/tips/tips.routes';
import { tipAllocationRoutes } from './modules/tips/tip-allocation.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { leaderboardsRoutes } from './modules/leaderboards/leaderboards.routes';
import { collabRoutes } from './collab/collab.routes';
import { createSocketRoutes } from './http/socket-routes';
import { validatorCompiler } from './http/query-validator';
import { exportsRoutes } from './modules/exports/exports.routes';
import { readerDownloadsRoutes } from './modules/reader-downloads/reader-downloads.routes';
import { playSessionsRoutes } from './modules/play-sessions/play-sessions.routes';
import { createStoryEvents } from './modules/stories/story-events';
import { supportRoutes } from './modules/support/support.routes';
import { supportAdminRoutes } from './modules/support/support-admin.routes';
import { openWebRoutes, openWebShell } from './modules/open-web/open-web.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';

export type BuildAppOptions = Pick<AppContext, 'config' | 'database'> & {
  /** Defaults to the outbox or SMTP mailer chosen by the config. */
  mailer?: Mailer;
  /** Defaults to local disk or S3, chosen by the config. */
  storage?: Storage;
  /** Folder of the built SPA; omitted in API tests. */
  clientDir?: string;
  /** pino options; tests pass false. */
  logger?: boolean | object;
};

/**
 * Builds the whole Fastify app without listening, so tests drive it with `app.inject()`.
 * The caller owns the database: it is opened (and migrated) before and closed after.
 */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: withSafeErrorLogging(options.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy ? config.trustProxy.split(',').map((s) => s.trim()) : false,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerOnDemand,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer = options.mailer ?? createMailer(config, app.log);
  const usersRepo = createUsersRepository(database.db);
  const auth = createAuth({ config, database, mailer, logger: app.log, userWrites: usersRepo });
  const storage = options.storage ?? createStorage(config);
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  const storyEvents = createStoryEvents((err) => app.log.warn({ err }, 'story event listener failed'));
  // Goods one-off payments buy: each is registered by the module that sells it.
  const payments = createPayments(database.db, config, [templateGood, tipGood, commissionGood]);
  app.decorate('ctx', {
    config,
    database,
    mailer,
    auth,
    storage,
    payments,
    redis,
    storyEvents,
  } satisfies AppContext);
  // Mail still queued goes out before the caller closes the database.
  app.addHook('onClose', async () => {
    await auth.settle();
    await mailer.close();
    await storage.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  registerErrorHandler(app);
  // First of the onRequest hooks: answers refused by a later hook (CSRF 403, token 401, 429)
  // carry the security headers too.
  await registerSecurityHeaders(app, config);
  registerInputGuard(app);
  registerCsrfCheck(app, config.trustedOrigins);
  registerSessionSupport(app);
  registerBearerAuth(app, {
    tokens: createApiTokenLookup(database.db),
    perMinute: config.rateLimitApiTokenPerMinute,
    redis,
  });
  await registerRateLimit(app, redis);
  await registerCompression(app);
  await app.register(cookie);
  await registerOpenApi(app, config.apiDocs);
  await app.register(healthRoutes);
  await app.register(authRoutes, { users: createUsersService(usersRepo) });
  await app.register(usersRoutes);
  await app.register(uploadsRoutes);
  await app.register(storiesRoutes);
  await app.register(chaptersRoutes);
  await app.register(chapterPublishClockRoutes);
  await app.register(importsRoutes);
  await app.register(collaboratorsRoutes);
  await app.register(storySessionsRoutes);
  await app.register(userSearchRoutes);
  await app.register(worldsRoutes);
  await app.register(charactersRoutes);
  await app.register(libraryRoutes, { readerState: createReaderStateOnStory(database.db) });
  await app.register(readingRoutes);
  await app.register(viewsRoutes);
  await app.register(bookmarksRoutes);
  await app.register(ratingsRoutes);
  await app.register(reviewsRoutes);
  await app.register(commentsRoutes);
  await app.register(searchRoutes);
  await app.register(filterPresetsRoutes);
  await app.register(tagsRoutes);
  await app.register(notificationsRoutes);
  await app.register(followsRoutes);
  await app.register(mutesRoutes);
  await app.register(recommendationsRoutes);
  await app.register(authorsRoutes);
  await app.register(dashboardRoutes);
  await app.register(accountRoutes);
  await app.register(apiTokensRoutes);
  await app.register(readerAccountRoutes);
  await app.register(aliasesRoutes);
  await app.register(editProfileRoutes);
  await app.register(authorBrandRoutes);
  await app.register(privacyRoutes);
  await app.register(profileRoutes);
  await app.register(billingRoutes);
  await app.register(marketplaceRoutes);
  await app.register(templateAcquisitionRoutes);
  await app.register(tipsRoutes);
  await app.register(commissionsRoutes);
  await app.register(betaRoutes);
  await app.register(tipAllocationRoutes);
  await app.register(analyticsRoutes);
  await app.register(readerAnalyticsRoutes);
  await app.register(groupsRoutes);
  await app.register(eventsRoutes);
  await app.register(leaderboardsRoutes);
  await app.register(assistantRoutes);
  await app.register(exportsRoutes);
  await app.register(readerDownloadsRoutes);
  await app.register(supportRoutes);
  await app.register(supportAdminRoutes);
  const sockets = createSocketRoutes<AppInstance>();
  await app.register(fastifyPlugin(collabRoutes), { sockets });
  await app.register(playSessionsRoutes, { sockets });
  await sockets.mount(app, { maxPayload: config.collab.maxMessageBytes });
  await app.register(openWebRoutes);
  // The outbox pages show every account link, so they exist only in development and tests.
  if (mailer instanceof OutboxMailer && servesDevMail(config)) {
    await app.register(devMailRoutes, { outbox: mailer });
  } else if (mailer instanceof OutboxMailer) {
    app.log.warn('SMTP_URL is not set: account e-mails only go to the outbox folder (DATA_DIR/outbox)');
  }
  if (options.clientDir) await registerSpa(app, path.resolve(options.clientDir), openWebShell(app));
  return app;
}
