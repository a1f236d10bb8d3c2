ALTER TABLE "writing_log" DROP CONSTRAINT "writing_log_words_check";--> statement-breakpoint
-- Sprint words are net progress: writing_log holds the signed change of a user's chapter words per
-- minute, and a sprint counts the sum over its window, never below 0 (words at the end minus
-- words at the start). Pasting text and deleting it again, in the chapter or by deleting the
-- chapter or its story, nets 0. Replaces the increase-only trigger of events_sprint_triggers.
CREATE OR REPLACE FUNCTION add_sprint_words(owner uuid, change integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF owner IS NULL OR change IS NULL OR change = 0 THEN
    RETURN;
  END IF;
  -- Logged while the owner is Registered in a running Writing Sprint, as before.
  IF NOT EXISTS (
    SELECT 1 FROM event_participants p JOIN events e ON e.event_id = p.event_id
    WHERE p.user_id = owner AND p.status = 'Registered' AND e.type = 'Writing Sprint'
      AND e.status <> 'Cancelled' AND e.start_date <= now() AND e.end_date > now()
  ) THEN
    -- A decrease is logged also when the owner has words logged in a running sprint's window,
    -- so leaving a sprint to delete words and joining again does not count them twice.
    IF change > 0 OR NOT EXISTS (
      SELECT 1 FROM writing_log w
      WHERE w.user_id = owner AND w.minute >= (
        SELECT min(date_trunc('minute', e.start_date)) FROM events e
        WHERE e.type = 'Writing Sprint' AND e.status <> 'Cancelled' AND e.start_date <= now() AND e.end_date > now())
    ) THEN
      RETURN;
    END IF;
  END IF;
  INSERT INTO writing_log (user_id, minute, words) VALUES (owner, date_trunc('minute', now()), change)
  ON CONFLICT (user_id, minute) DO UPDATE SET words = writing_log.words + EXCLUDED.words;
END;
$$;
--> statement-breakpoint
-- Every chapter insert, word-count change and delete (HTTP save, live room, chapter delete).
-- A chapter deleted with its story finds no story here: the stories trigger counted it.
CREATE OR REPLACE FUNCTION log_sprint_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT created_by INTO owner FROM stories WHERE story_id = OLD.story_id;
    PERFORM add_sprint_words(owner, -OLD.word_count);
  ELSE
    SELECT created_by INTO owner FROM stories WHERE story_id = NEW.story_id;
    PERFORM add_sprint_words(owner, NEW.word_count - CASE WHEN TG_OP = 'UPDATE' THEN OLD.word_count ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS chapters_sprint_words ON chapters;--> statement-breakpoint
CREATE TRIGGER chapters_sprint_words AFTER INSERT OR UPDATE OF word_count OR DELETE ON chapters
  FOR EACH ROW EXECUTE FUNCTION log_sprint_words();
--> statement-breakpoint
-- A story deleted takes its chapters' words with it; counted before the cascade removes the
-- chapters, while the story still names its owner. Skipped when the owner is being deleted.
CREATE OR REPLACE FUNCTION log_sprint_words_story_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE user_id = OLD.created_by) THEN
    PERFORM add_sprint_words(OLD.created_by,
      -(SELECT coalesce(sum(word_count), 0) FROM chapters WHERE story_id = OLD.story_id)::integer);
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stories_sprint_words BEFORE DELETE ON stories
  FOR EACH ROW EXECUTE FUNCTION log_sprint_words_story_deleted();
