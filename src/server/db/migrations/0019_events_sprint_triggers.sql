-- Custom SQL migration file, put your code below! ---- Sprint words: every chapter save (HTTP or live room) that adds words to a chapter of a story
-- whose owner takes part (Registered) in a running Writing Sprint adds them to writing_log, per
-- minute. Only increases count; deleting words never lowers a sprint's progress.
CREATE OR REPLACE FUNCTION log_sprint_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added integer;
  owner uuid;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    added := NEW.word_count - OLD.word_count;
  ELSE
    added := NEW.word_count;
  END IF;
  IF added <= 0 THEN
    RETURN NEW;
  END IF;
  SELECT created_by INTO owner FROM stories WHERE story_id = NEW.story_id;
  IF owner IS NULL OR NOT EXISTS (
    SELECT 1 FROM event_participants p JOIN events e ON e.event_id = p.event_id
    WHERE p.user_id = owner AND p.status = 'Registered' AND e.type = 'Writing Sprint'
      AND e.status <> 'Cancelled' AND e.start_date <= now() AND e.end_date > now()
  ) THEN
    RETURN NEW;
  END IF;
  INSERT INTO writing_log (user_id, minute, words) VALUES (owner, date_trunc('minute', now()), added)
  ON CONFLICT (user_id, minute) DO UPDATE SET words = writing_log.words + EXCLUDED.words;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER chapters_sprint_words AFTER INSERT OR UPDATE OF word_count ON chapters
  FOR EACH ROW EXECUTE FUNCTION log_sprint_words();
--> statement-breakpoint
-- XP per calendar month (UTC) for 'Top Storytellers This Month': kept with every xp_ledger insert.
CREATE OR REPLACE FUNCTION add_xp_monthly() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO xp_monthly (user_id, month, xp)
  VALUES (NEW.user_id, date_trunc('month', NEW.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', NEW.amount)
  ON CONFLICT (user_id, month) DO UPDATE SET xp = xp_monthly.xp + EXCLUDED.xp;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER xp_ledger_monthly AFTER INSERT ON xp_ledger
  FOR EACH ROW EXECUTE FUNCTION add_xp_monthly();
--> statement-breakpoint
INSERT INTO xp_monthly (user_id, month, xp)
SELECT user_id, date_trunc('month', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sum(amount)::int
FROM xp_ledger GROUP BY 1, 2
ON CONFLICT (user_id, month) DO NOTHING;
