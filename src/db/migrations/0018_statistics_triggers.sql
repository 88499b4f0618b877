-- Statistics (issue 18): every change to a source of the statistics bumps the tenant's change
-- counter in the writer's own transaction; the statistics worker recomputes that tenant's
-- summaries. Click-log rows are also recorded as statistics events.
CREATE OR REPLACE FUNCTION stat_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  IF TG_OP = 'DELETE' THEN t := OLD.tenant_id; ELSE t := NEW.tenant_id; END IF;
  INSERT INTO stat_changes (tenant_id, changes) VALUES (t, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET changes = stat_changes.changes + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stat_copy_click() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stat_events (tenant_id, name, occurred_at, props)
    VALUES (NEW.tenant_id, NEW.type, NEW.at, jsonb_build_object('to', left(NEW.to_url, 300)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER click_logs_stat_event AFTER INSERT ON click_logs FOR EACH ROW EXECUTE FUNCTION stat_copy_click();
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY[
    'enrolments', 'chapter_progress', 'memberships', 'class_enrolments', 'payment_invoices', 'learning_certificates',
    'catalog_programs', 'catalog_batches', 'catalog_classes', 'catalog_schools', 'catalog_mentors', 'catalog_course_chapters',
    'schools', 'teams', 'team_members', 'event_registrations', 'form_submissions',
    'liga_scores', 'leaderboard_consents'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION stat_note_change()', tbl || '_stat_change', tbl);
  END LOOP;
END $$;
