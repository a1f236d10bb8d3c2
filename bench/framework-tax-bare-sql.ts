/**
 * The statements the bare twins run (framework-tax-bare.ts): the app's own SQL texts, copied from
 * its query log (node-postgres `query` calls, recorded with each route's values at a million
 * stories), so both sides ask PostgreSQL exactly the same thing. "named" ones the app sends as
 * prepared statements, "unnamed" ones it sends as unnamed statements (planned with their values).
 * Keep them in step when a route's SQL changes, so the ratio measures the framework, not the
 * query: the bench compares every answer byte for byte before it measures, and a changed
 * statement usually shows there first.
 */
export const BARE_SQL = {
  /** named; the app's values: [21, 0] */
  list: 'select "stories"."story_id", "stories"."title", "stories"."description", "stories"."genre", "stories"."status", "stories"."cover_image", coalesce("users"."username", \'Unknown\'), "stories"."rating", "stories"."view_count", "stories"."published_word_count", "stories"."published_chapter_count", "stories"."published_at", "stories"."exclusive", coalesce((select json_agg(json_build_object(\'name\', "tags"."name", \'slug\', "tags"."slug") order by "story_tags"."position") from "story_tags" join "tags" on "tags"."tag_id" = "story_tags"."tag_id" where "story_tags"."story_id" = "stories"."story_id"), \'[]\'::json), "stories"."content_rating", "stories"."content_warnings", "stories"."language" from "stories" left join "users" on "users"."user_id" = "stories"."created_by" where ("stories"."privacy_level" = \'Public\' and "stories"."publication_status" is not null) order by "stories"."view_count" desc, "stories"."story_id" asc limit $1 offset $2',
  /** unnamed; the app's values: [200, 200, "harbour", "harbour%", "harbour", "%harbour%", "%harbour%", 200, 21, 0] */
  search:
    'select "stories"."story_id", "stories"."title", "stories"."description", "stories"."genre", "stories"."status", "stories"."cover_image", coalesce("users"."username", \'Unknown\'), "stories"."rating", "stories"."view_count", "stories"."published_word_count", "stories"."published_chapter_count", "stories"."published_at", "stories"."exclusive", coalesce((select json_agg(json_build_object(\'name\', "tags"."name", \'slug\', "tags"."slug") order by "story_tags"."position") from "story_tags" join "tags" on "tags"."tag_id" = "story_tags"."tag_id" where "story_tags"."story_id" = "stories"."story_id"), \'[]\'::json), "stories"."content_rating", "stories"."content_warnings", "stories"."language" from "stories" left join "users" on "users"."user_id" = "stories"."created_by" inner join (select "story_id", row_number() over (order by case when "by_views" <= $1 then "tier" else 3 end,\n            case when "by_views" <= $2 then "score" end desc nulls last, "view_count" desc, "story_id") as "place" from (select "story_id", "view_count", case when lower("title") = lower($3) then 0 when "title" ilike $4 then 1 else 2 end as "tier", ts_rank("search_vector", websearch_to_tsquery(\'english\', $5)) as "score", row_number() over (order by "view_count" desc, "story_id") as "by_views" from "stories" where (("stories"."privacy_level" = \'Public\' and "stories"."publication_status" is not null) and ("stories"."title" ilike $6 or "stories"."description" ilike $7)) order by "stories"."view_count" desc, "stories"."story_id" asc limit $8) "pool" order by place limit $9 offset $10) "page" on "page"."story_id" = "stories"."story_id" order by "place"',
  /** unnamed; a bounded range of the sitemap, the app's values: [from, to, 50000] */
  sitemapStories:
    'select s.story_id as loc, to_char(s.updated_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS"Z"\') as "lastmod" from stories s\n             where s.story_id >= $1::uuid and s.story_id < $2::uuid and s.privacy_level = \'Public\' and s.publication_status is not null\n             order by s.story_id limit $3',
  /** named; the app's values: ["bc8aeb8b-0b03-4000-8000-0000000000d0", 1] */
  story:
    'select "stories"."story_id", "stories"."title", "stories"."description", "stories"."genre", "stories"."status", "stories"."cover_image", "stories"."created_by", "stories"."privacy_level", "stories"."publication_status", "stories"."rating", "stories"."view_count", "stories"."published_at", "stories"."updated_at", coalesce("users"."username", \'Unknown\'), "users"."profile_image", "stories"."rating_count", "stories"."exclusive", coalesce((select json_agg(json_build_object(\'name\', "tags"."name", \'slug\', "tags"."slug") order by "story_tags"."position") from "story_tags" join "tags" on "tags"."tag_id" = "story_tags"."tag_id" where "story_tags"."story_id" = "stories"."story_id"), \'[]\'::json), "stories"."content_rating", "stories"."content_warnings", "stories"."language", "stories"."reader_downloads" from "stories" left join "users" on "users"."user_id" = "stories"."created_by" where "stories"."story_id" = $1 limit $2',
  /** named; the app's values: [storyId, now] */
  chapters:
    'select "chapter_id", "title", "word_count", "status", "scheduled_at" from "chapters" where ("chapters"."story_id" = $1 and ("chapters"."status" = \'published\' or "chapters"."scheduled_at" - make_interval(days => (select s.early_access_days from stories s where s.story_id = "chapters"."story_id")) <= $2)) order by "chapters"."position" asc',
  /** named; the story page's author brand, the app's values: [authorId, 1] */
  brand:
    'select "author_brands"."user_id", "author_brands"."logo_image", "author_brands"."banner_image", "author_brands"."accent_color", "author_brands"."footer_line", "author_brands"."site_url", "author_brands"."newsletter_url", "author_brands"."white_label", "author_brands"."embed_domains", "author_brands"."updated_at", "users"."subscription_tier" from "author_brands" inner join "users" on "users"."user_id" = "author_brands"."user_id" where "author_brands"."user_id" = $1 limit $2',
  /** named; the app's values: ["A4XNqT3QO59670ZPI7imQtgNIsFmrmnM"] */
  session:
    'select "auth_sessions"."id", "auth_sessions"."expires_at", "auth_sessions"."created_at", "users"."user_id", "users"."username", "users"."email", "users"."subscription_tier", "users"."is_admin" from "auth_sessions" inner join "users" on "users"."user_id" = "auth_sessions"."user_id" where "auth_sessions"."token" = $1',
  /** named; the app's values: ["bc8aeb8b-0b01-4000-8000-000000000000", 21, "bc8aeb8b-0b01-4000-8000-000000000000", "bc8aeb8b-0b01-4000-8000-000000000000", 21, 21] */
  myStories:
    '(select "story_id", "title", "description", "genre", "status", "privacy_level", "publication_status", "chapter_count", "view_count", "word_count", "cover_image", "updated_at", to_char("updated_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') as "cursor_time", \'Owner\' as "role" from "stories" where "stories"."created_by" = $1 order by "updated_at" desc, "story_id" desc limit $2) union all (select "stories"."story_id", "stories"."title", "stories"."description", "stories"."genre", "stories"."status", "stories"."privacy_level", "stories"."publication_status", "stories"."chapter_count", "stories"."view_count", "stories"."word_count", "stories"."cover_image", "stories"."updated_at", to_char("stories"."updated_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') as "cursor_time", "story_collaborators"."role" as "role" from "story_collaborators" inner join "stories" on "stories"."story_id" = "story_collaborators"."story_id" where ("story_collaborators"."user_id" = $3 and "stories"."created_by" <> $4) order by "updated_at" desc, "story_id" desc limit $5) order by "updated_at" desc, "story_id" desc  limit $6',
  /** named; the app's values: ["published", 1001] */
  templateCount:
    'select count(*) from (select 1 from "templates" where "templates"."status" = $1 limit $2) "matches"',
  /** named; the app's values: ["published", 51] */
  templateList:
    'select "templates"."template_id", "templates"."name", "templates"."type", "templates"."category", "templates"."description", "templates"."price", "templates"."rating", "templates"."downloads", "templates"."cover_image", "templates"."status", "templates"."exclusive", "templates"."created_at", "templates"."updated_at", "templates"."creator", coalesce("users"."username", \'Unknown\'), "users"."profile_image", ("templates"."downloads")::text from "templates" inner join "users" on "users"."user_id" = "templates"."creator" where "templates"."status" = $1 order by "templates"."downloads" desc, "templates"."template_id" desc limit $2',
  /** unnamed; the app's values: ["published", "%harbour%", "%harbour%"] */
  templateExplain:
    'explain (format json) select 1 from "templates" where ("templates"."status" = $1 and ("templates"."name" ilike $2 or "templates"."description" ilike $3))',
  /** unnamed; the app's values: ["published", "%harbour%", "%harbour%", 51] */
  templateSearchList:
    'select "templates"."template_id", "templates"."name", "templates"."type", "templates"."category", "templates"."description", "templates"."price", "templates"."rating", "templates"."downloads", "templates"."cover_image", "templates"."status", "templates"."exclusive", "templates"."created_at", "templates"."updated_at", "templates"."creator", coalesce("users"."username", \'Unknown\'), "users"."profile_image", ("templates"."downloads")::text from "templates" inner join "users" on "users"."user_id" = "templates"."creator" where ("templates"."status" = $1 and ("templates"."name" ilike $2 or "templates"."description" ilike $3)) order by "templates"."downloads" desc, "templates"."template_id" desc limit $4',
  /** unnamed; the app's values: ["published", "%harbour%", "%harbour%", 1001] */
  templateSearchCount:
    'select count(*) from (select 1 from "templates" where ("templates"."status" = $1 and ("templates"."name" ilike $2 or "templates"."description" ilike $3)) limit $4) "matches"',
  /** named; the app's values: [21] */
  groups:
    'select "group_id", "name", "description", "category", "privacy_level", "group_image", "member_count", "creator", "created_at", "last_activity", null::text, false, false from "groups" where "groups"."privacy_level" in (\'Public\', \'Private\') order by "groups"."member_count" desc, "groups"."group_id" desc limit $1',
  /** named; the app's values: ["2026-11-01T00:00:00.000Z", 5] */
  leaderboardMonth:
    'select "xp_monthly"."user_id", "users"."username", "users"."profile_image", "users"."user_level", "xp_monthly"."xp" from "xp_monthly" inner join "users" on "users"."user_id" = "xp_monthly"."user_id" where ("xp_monthly"."month" = $1 and "xp_monthly"."xp" > 0) order by "xp_monthly"."xp" desc, "xp_monthly"."user_id" asc limit $2',
};

/** The statements the app prepares (sent with a name). */
export const PREPARED = new Set<keyof typeof BARE_SQL>([
  'list',
  'story',
  'chapters',
  'brand',
  'session',
  'myStories',
  'templateList',
  'templateCount',
  'groups',
  'leaderboardMonth',
]);
