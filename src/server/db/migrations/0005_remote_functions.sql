-- The spec's remote functions (SPEC section 7), in SQL so they behave the same on PGlite and
-- PostgreSQL. The server calls them through src/server/modules/stats/stats.repository.ts.
-- "Today" is always the UTC calendar date, whatever the session's TimeZone, so every server
-- and every connection agrees on which row a minute of reading lands in.

-- Adds one view; returns the new count, or NULL when the story does not exist.
-- Leaves updated_at alone: being read is not an edit.
CREATE OR REPLACE FUNCTION increment_view_count(story_id_param uuid) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  UPDATE stories SET view_count = view_count + 1
  WHERE story_id = story_id_param
  RETURNING view_count;
$$;--> statement-breakpoint

-- Adds one download; returns the new count, or NULL when the template does not exist.
CREATE OR REPLACE FUNCTION increment_template_downloads(template_id_param uuid) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  UPDATE templates SET downloads = downloads + 1
  WHERE template_id = template_id_param
  RETURNING downloads;
$$;--> statement-breakpoint

-- Adds reading minutes and stories read to the user's row for today (UTC), creating the row on
-- the first call of the day. Called whenever a progress save carries reading time.
CREATE OR REPLACE FUNCTION update_daily_reading_activity(
  user_id_param uuid,
  minutes_param integer,
  stories_read_param integer DEFAULT 1
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF minutes_param < 0 OR stories_read_param < 0 THEN
    RAISE EXCEPTION 'reading minutes and stories read must not be negative'
      USING ERRCODE = '22023';
  END IF;
  INSERT INTO user_daily_activity (user_id, activity_date, reading_minutes, stories_read)
  VALUES (user_id_param, (now() AT TIME ZONE 'UTC')::date, minutes_param, stories_read_param)
  ON CONFLICT (user_id, activity_date) DO UPDATE
    SET reading_minutes = user_daily_activity.reading_minutes + EXCLUDED.reading_minutes,
        stories_read = user_daily_activity.stories_read + EXCLUDED.stories_read;
END;
$$;--> statement-breakpoint

-- Number of consecutive UTC days with reading (minutes or stories read above 0) ending today,
-- or ending yesterday when the user has not read yet today: a streak should not drop to 0 each
-- morning, only once a whole day has passed without reading. 0 when there is no such run.
-- Each row is numbered from the newest day; within the run that starts at the newest day,
-- activity_date + (rn - 1) equals that day, and the first gap breaks the equality for good.
CREATE OR REPLACE FUNCTION get_user_reading_streak(user_id_param uuid) RETURNS integer
LANGUAGE sql STABLE AS $$
  WITH today AS (
    SELECT (now() AT TIME ZONE 'UTC')::date AS day
  ), reading_days AS (
    SELECT a.activity_date,
           row_number() OVER (ORDER BY a.activity_date DESC) AS rn
    FROM user_daily_activity a, today
    WHERE a.user_id = user_id_param
      AND a.activity_date <= today.day
      AND (a.reading_minutes > 0 OR a.stories_read > 0)
  ), newest AS (
    SELECT r.activity_date AS day
    FROM reading_days r, today
    WHERE r.rn = 1 AND r.activity_date >= today.day - 1
  )
  SELECT count(*)::integer
  FROM reading_days r, newest
  WHERE r.activity_date + (r.rn - 1)::integer = newest.day;
$$;--> statement-breakpoint

-- The genre of the most stories in the user's reading progress; ties go to more reading
-- minutes, then the most recently read, then the genre name (so the answer is stable).
-- 'Fantasy' when the user has read nothing (SPEC section 7 default).
CREATE OR REPLACE FUNCTION get_user_favorite_genre(user_id_param uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT s.genre
    FROM user_reading_progress p
    JOIN stories s ON s.story_id = p.story_id
    WHERE p.user_id = user_id_param
    GROUP BY s.genre
    ORDER BY count(*) DESC, sum(p.reading_time_minutes) DESC, max(p.last_read_at) DESC, s.genre
    LIMIT 1
  ), 'Fantasy');
$$;
