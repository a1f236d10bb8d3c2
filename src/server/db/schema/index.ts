/** The one Drizzle schema. Each file holds one area; migrations are generated from all of them. */
export * from './users';
export * from './auth';
