-- A lookup answer is cached per app instance (src/server/features/tracking/tracking-cache.ts).
-- Every write that changes what a lookup shows names the tracking number on the channel
-- ligpit_tracking, delivered at commit to every instance, so no write path can forget to clear
-- the cache, and a write through psql clears it too. '*' means "forget everything".
CREATE FUNCTION ligpit_notify_submission_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('ligpit_tracking', OLD.tracking_number);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('ligpit_tracking', NEW.tracking_number);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ligpit_notify_submission_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  number text;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.submission_id IS NOT NULL THEN
    SELECT tracking_number INTO number FROM submissions WHERE id = OLD.submission_id;
    IF number IS NOT NULL THEN PERFORM pg_notify('ligpit_tracking', number); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.submission_id IS NOT NULL THEN
    SELECT tracking_number INTO number FROM submissions WHERE id = NEW.submission_id;
    IF number IS NOT NULL THEN PERFORM pg_notify('ligpit_tracking', number); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ligpit_notify_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ligpit_tracking', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER submissions_tracking_changed AFTER INSERT OR UPDATE OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION ligpit_notify_submission_changed();
--> statement-breakpoint
CREATE TRIGGER photos_tracking_changed AFTER INSERT OR UPDATE OR DELETE ON photos
  FOR EACH ROW EXECUTE FUNCTION ligpit_notify_submission_part_changed();
--> statement-breakpoint
CREATE TRIGGER status_changes_tracking_changed AFTER INSERT OR UPDATE OR DELETE ON status_changes
  FOR EACH ROW EXECUTE FUNCTION ligpit_notify_submission_part_changed();
--> statement-breakpoint
CREATE TRIGGER events_tracking_changed AFTER UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION ligpit_notify_all_changed();
