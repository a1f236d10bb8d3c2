-- Custom SQL migration file, put your code below! ---- Users per XP total and month, for the viewer's rank on 'Top Storytellers This Month'.
CREATE OR REPLACE FUNCTION count_xp_monthly() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE xp_monthly_histogram SET users = users - 1 WHERE month = OLD.month AND xp = OLD.xp;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO xp_monthly_histogram (month, xp, users) VALUES (NEW.month, NEW.xp, 1)
    ON CONFLICT (month, xp) DO UPDATE SET users = xp_monthly_histogram.users + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER xp_monthly_histogram_count AFTER INSERT OR DELETE OR UPDATE OF xp, month ON xp_monthly
  FOR EACH ROW EXECUTE FUNCTION count_xp_monthly();
--> statement-breakpoint
INSERT INTO xp_monthly_histogram (month, xp, users)
SELECT month, xp, count(*)::int FROM xp_monthly GROUP BY 1, 2
ON CONFLICT (month, xp) DO NOTHING;
