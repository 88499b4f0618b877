-- External data service (/rest/v1, issue 20): who may read and write which rows and columns is
-- decided by PostgreSQL. A REST request runs in a transaction under `SET LOCAL ROLE tunas_anon`
-- (public anonymous key) or `tunas_service` (service key) with `tunas.tenant_id` set from the key;
-- column grants say which columns each role may read or write, row-level security policies which
-- rows. The application's own connection (moderation, totals, seeding) is any other role.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['tunas_anon', 'tunas_service'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN', r);
      EXCEPTION
        WHEN duplicate_object OR unique_violation THEN NULL; -- another database of this cluster made it meanwhile
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'The database user % may not create roles: give it CREATEROLE, or create the roles tunas_anon and tunas_service (NOLOGIN) and grant them to it', current_user;
      END;
    END IF;
    IF NOT pg_has_role(current_user, r, 'MEMBER') THEN
      EXECUTE format('GRANT %I TO %I', r, current_user);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tunas_anon, tunas_service;
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['ext_book_reviews', 'ext_aspirations', 'ext_testimonies', 'ext_user_disc', 'ext_donations'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    -- The application itself (any role but the two REST roles) scopes its queries in code.
    EXECUTE format('CREATE POLICY ext_app_all ON %I TO PUBLIC USING (current_user NOT IN (''tunas_anon'', ''tunas_service'')) WITH CHECK (current_user NOT IN (''tunas_anon'', ''tunas_service''))', tbl);
    -- The service key: every row of its own tenant, nothing else.
    EXECUTE format('CREATE POLICY ext_service_all ON %I FOR ALL TO tunas_service USING (tenant_id = current_setting(''tunas.tenant_id'', true)) WITH CHECK (tenant_id = current_setting(''tunas.tenant_id'', true))', tbl);
    EXECUTE format('GRANT SELECT, INSERT, DELETE ON %I TO tunas_service', tbl);
    EXECUTE format('GRANT USAGE ON SEQUENCE %I TO tunas_anon, tunas_service', tbl || '_id_seq');
  END LOOP;
  -- The anonymous key inserts new rows of its tenant, always pending (the status column is not
  -- even writable), and reads only what is public.
  FOREACH tbl IN ARRAY ARRAY['ext_book_reviews', 'ext_aspirations', 'ext_testimonies', 'ext_user_disc', 'ext_donations'] LOOP
    EXECUTE format('CREATE POLICY ext_anon_insert ON %I FOR INSERT TO tunas_anon WITH CHECK (tenant_id = current_setting(''tunas.tenant_id'', true))', tbl);
  END LOOP;
  FOREACH tbl IN ARRAY ARRAY['ext_book_reviews', 'ext_aspirations', 'ext_testimonies'] LOOP
    EXECUTE format('CREATE POLICY ext_anon_read ON %I FOR SELECT TO tunas_anon USING (tenant_id = current_setting(''tunas.tenant_id'', true) AND status = ''approved'')', tbl);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY ext_anon_read ON ext_donations FOR SELECT TO tunas_anon USING (tenant_id = current_setting('tunas.tenant_id', true) AND status = 'paid');
--> statement-breakpoint
GRANT SELECT (id, name, comment, rating, status, created_at), INSERT (tenant_id, name, comment, rating) ON ext_book_reviews TO tunas_anon;
--> statement-breakpoint
GRANT SELECT (id, name, message, status, created_at), INSERT (tenant_id, name, message) ON ext_aspirations TO tunas_anon;
--> statement-breakpoint
GRANT SELECT (id, name, occupation, message, status, created_at), INSERT (tenant_id, name, occupation, message) ON ext_testimonies TO tunas_anon;
--> statement-breakpoint
GRANT INSERT (tenant_id, name, email, answers, score_d, score_i, score_s, score_c, profile) ON ext_user_disc TO tunas_anon;
--> statement-breakpoint
GRANT SELECT (amount, name, message, created_at), INSERT (tenant_id, name, message, amount) ON ext_donations TO tunas_anon;
--> statement-breakpoint
GRANT UPDATE (name, comment, rating, status) ON ext_book_reviews TO tunas_service;
--> statement-breakpoint
GRANT UPDATE (name, message, status) ON ext_aspirations TO tunas_service;
--> statement-breakpoint
GRANT UPDATE (name, occupation, message, status) ON ext_testimonies TO tunas_service;
--> statement-breakpoint
GRANT UPDATE (name, email, answers, score_d, score_i, score_s, score_c, profile) ON ext_user_disc TO tunas_service;
--> statement-breakpoint
GRANT UPDATE (name, message, status, order_id, payment_ref, paid_at) ON ext_donations TO tunas_service;
