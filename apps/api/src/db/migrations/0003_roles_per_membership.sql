-- Foundation v2 (docs/decisions/0004-tenancy-v2.md): scope that the application role cannot
-- forge, roles held per membership, an auth version for the actor cache, write policies on
-- roles that hold without the service, and one call to secure a tenant-owned or shared table.

ALTER TABLE "users" ADD COLUMN "auth_version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- 1. The scope. Policies no longer read settings the app role could set itself: the scope
--    is a row that only app.open_scope (which the app role may not run) writes, keyed by this
--    backend and this transaction's start, so no other transaction ever reads it as its own.
--    Unlogged: a scope lives for one transaction, and its writes cost no WAL flush.
CREATE UNLOGGED TABLE app.scopes (
  backend_pid int PRIMARY KEY,
  transaction_started timestamptz NOT NULL,
  user_id uuid NOT NULL,
  all_tenants boolean NOT NULL,
  tenant_ids uuid[] NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON app.scopes FROM PUBLIC;
--> statement-breakpoint
CREATE FUNCTION app.current_scope() RETURNS app.scopes
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT s FROM app.scopes s WHERE s.backend_pid = pg_backend_pid() AND s.transaction_started = transaction_timestamp()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.current_scope() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.current_scope() TO procura_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.user_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT (app.current_scope()).user_id
$$;
--> statement-breakpoint
-- Any role but the app role is the system (sign-in, jobs, migrations, definer functions).
CREATE OR REPLACE FUNCTION app.all_tenants() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT current_user <> 'procura_app' OR coalesce((app.current_scope()).all_tenants, false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.visible_tenant_ids() RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT (app.current_scope()).tenant_ids
$$;
--> statement-breakpoint
-- 2. The auth version: every change the actor loader would see bumps it.
-- Any change to the person: the cached actor carries their whole profile (spec §7).
CREATE FUNCTION app.bump_auth_version_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.auth_version = OLD.auth_version AND NEW IS DISTINCT FROM OLD THEN
    NEW.auth_version := OLD.auth_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION app.bump_auth_version_on_user();
--> statement-breakpoint
CREATE FUNCTION app.bump_auth_versions(user_ids uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE users SET auth_version = auth_version + 1 WHERE id = ANY (user_ids)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.bump_auth_versions(uuid[]) FROM PUBLIC;
--> statement-breakpoint
-- Statement-level, so replacing a role's twenty permissions bumps each holder once.
CREATE FUNCTION app.memberships_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM app.bump_auth_versions(array(SELECT DISTINCT user_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM app.bump_auth_versions(array(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.memberships_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER user_tenants_auth_version_ins AFTER INSERT ON user_tenants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.memberships_changed();
--> statement-breakpoint
CREATE TRIGGER user_tenants_auth_version_upd AFTER UPDATE ON user_tenants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.memberships_changed();
--> statement-breakpoint
CREATE TRIGGER user_tenants_auth_version_del AFTER DELETE ON user_tenants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.memberships_changed();
--> statement-breakpoint
CREATE FUNCTION app.role_grants_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM app.bump_auth_versions(array(SELECT DISTINCT ur.user_id FROM user_roles ur WHERE ur.role_id IN (SELECT role_id FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM app.bump_auth_versions(array(SELECT DISTINCT ur.user_id FROM user_roles ur WHERE ur.role_id IN (SELECT role_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.role_grants_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_version_ins AFTER INSERT ON role_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.role_grants_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_version_upd AFTER UPDATE ON role_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.role_grants_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_version_del AFTER DELETE ON role_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.role_grants_changed();
--> statement-breakpoint
-- A role renamed, or a client or vendor renamed: their holders' and members' profiles changed.
CREATE FUNCTION app.role_renamed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM app.bump_auth_versions(array(SELECT DISTINCT ur.user_id FROM user_roles ur WHERE ur.role_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.role_renamed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER roles_auth_version_upd AFTER UPDATE ON roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.role_renamed();
--> statement-breakpoint
CREATE FUNCTION app.organization_renamed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM app.bump_auth_versions(array(SELECT DISTINCT ut.user_id FROM user_tenants ut WHERE ut.tenant_id IN (SELECT tenant_id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.organization_renamed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER clients_auth_version_upd AFTER UPDATE ON clients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.organization_renamed();
--> statement-breakpoint
CREATE TRIGGER vendors_auth_version_upd AFTER UPDATE ON vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.organization_renamed();
--> statement-breakpoint
-- A new branch widens its vendor's scope: the vendor's people see it on their next request.
CREATE FUNCTION app.tenants_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM app.bump_auth_versions(array(SELECT DISTINCT ut.user_id FROM user_tenants ut
      WHERE ut.tenant_id IN (SELECT id FROM new_rows UNION SELECT parent_id FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM app.bump_auth_versions(array(SELECT DISTINCT ut.user_id FROM user_tenants ut
      WHERE ut.tenant_id IN (SELECT id FROM old_rows UNION SELECT parent_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.tenants_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER tenants_auth_version_ins AFTER INSERT ON tenants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.tenants_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_version_upd AFTER UPDATE ON tenants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.tenants_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_version_del AFTER DELETE ON tenants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.tenants_changed();
--> statement-breakpoint
-- 3. Roles per membership. A role a person held applies, after this, to each of their
--    memberships it suits (same role type, offered to that tenant): nobody loses access.
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_role_id_pk";
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "tenant_id" uuid;
--> statement-breakpoint
CREATE FUNCTION app.role_type_of_tenant_type(tenant_type text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tenant_type WHEN 'connexus' THEN 'connexus' WHEN 'client' THEN 'client' ELSE 'vendor' END
$$;
--> statement-breakpoint
-- Offered: the provider's roles, the tenant's own, and (for a branch or franchise) its vendor's.
CREATE FUNCTION app.role_fits_tenant(p_role uuid, p_tenant uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (
    SELECT 1 FROM roles r JOIN tenants t ON t.id = p_tenant
    WHERE r.id = p_role AND r.role_type = app.role_type_of_tenant_type(t.type)
      AND (r.tenant_id IS NULL OR r.tenant_id = t.id OR r.tenant_id = t.parent_id))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.role_fits_tenant(uuid, uuid), app.role_type_of_tenant_type(text) TO procura_app;
--> statement-breakpoint
INSERT INTO user_roles (user_id, role_id, tenant_id)
  SELECT ur.user_id, ur.role_id, ut.tenant_id
  FROM user_roles ur JOIN user_tenants ut ON ut.user_id = ur.user_id
  WHERE ur.tenant_id IS NULL AND app.role_fits_tenant(ur.role_id, ut.tenant_id);
--> statement-breakpoint
DELETE FROM user_roles WHERE tenant_id IS NULL;
--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_tenant_id_role_id_pk" PRIMARY KEY("user_id","tenant_id","role_id");
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_membership_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."user_tenants"("user_id","tenant_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "user_roles_tenant_idx" ON "user_roles" USING btree ("tenant_id");
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_version_ins AFTER INSERT ON user_roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.memberships_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_version_upd AFTER UPDATE ON user_roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.memberships_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_version_del AFTER DELETE ON user_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.memberships_changed();
--> statement-breakpoint
-- 4. Opening a scope: derived from the database (membership, tenant kind), never from what
--    the caller claims. Answers the user's auth version, or null (and no scope) when the
--    person may not act in that workspace. Run by the connection's owner before it becomes
--    the app role; the app role may not run it.
CREATE FUNCTION app.open_scope(p_user uuid, p_workspace uuid) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
DECLARE
  v_version bigint;
  v_type text;
  v_ids uuid[];
BEGIN
  SELECT u.auth_version, t.type INTO v_version, v_type
    FROM public.users u
    JOIN public.user_tenants ut ON ut.user_id = u.id
    JOIN public.tenants t ON t.id = ut.tenant_id
    WHERE u.id = p_user AND ut.tenant_id = p_workspace
      AND u.deleted_at IS NULL AND u.status = 'ACTIVE' AND u.authorized;
  IF NOT FOUND THEN
    DELETE FROM app.scopes WHERE backend_pid = pg_backend_pid();
    RETURN NULL;
  END IF;
  IF v_type = 'connexus' THEN
    v_ids := '{}';
  ELSIF v_type = 'vendor' THEN
    v_ids := array(SELECT p_workspace UNION ALL SELECT c.id FROM public.tenants c WHERE c.parent_id = p_workspace);
  ELSE
    v_ids := ARRAY[p_workspace];
  END IF;
  INSERT INTO app.scopes (backend_pid, transaction_started, user_id, all_tenants, tenant_ids)
    VALUES (pg_backend_pid(), transaction_timestamp(), p_user, v_type = 'connexus', v_ids)
    ON CONFLICT (backend_pid) DO UPDATE
      SET transaction_started = excluded.transaction_started, user_id = excluded.user_id,
          all_tenants = excluded.all_tenants, tenant_ids = excluded.tenant_ids;
  RETURN v_version;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.open_scope(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app.open_scope(uuid, uuid) FROM procura_app;
--> statement-breakpoint
-- The auth version alone, for a request that needs no scope (its answer is the cached actor).
CREATE FUNCTION app.auth_version(p_user uuid, p_workspace uuid) RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT u.auth_version FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = p_workspace
  WHERE u.id = p_user AND u.deleted_at IS NULL AND u.status = 'ACTIVE' AND u.authorized
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.auth_version(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.auth_version(uuid, uuid) TO procura_app;
--> statement-breakpoint
-- 5. Policies that read the actor's id once per statement, and write policies on roles that
--    hold without the service.
DROP POLICY user_tenants_scope ON user_tenants;
--> statement-breakpoint
CREATE POLICY user_tenants_scope ON user_tenants
  USING (app.tenant_visible(tenant_id) OR user_id = (SELECT app.user_id()))
  WITH CHECK (app.tenant_visible(tenant_id));
--> statement-breakpoint
DROP POLICY background_jobs_owner ON background_jobs;
--> statement-breakpoint
CREATE POLICY background_jobs_owner ON background_jobs
  USING (owner_user_id = (SELECT app.user_id()) AND app.tenant_visible(tenant_id))
  WITH CHECK (owner_user_id = (SELECT app.user_id()) AND app.tenant_visible(tenant_id));
--> statement-breakpoint
DROP POLICY audit_log_scope ON audit_log;
--> statement-breakpoint
CREATE POLICY audit_log_scope ON audit_log
  USING (app.tenant_visible(tenant_id))
  WITH CHECK (actor_user_id = (SELECT app.user_id()));
--> statement-breakpoint
-- A provider-wide role (no tenant) is the provider's to change; a tenant's role its tenant's.
CREATE FUNCTION app.role_writable(p_role uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM roles r WHERE r.id = p_role
    AND CASE WHEN r.tenant_id IS NULL THEN (SELECT app.all_tenants()) ELSE app.tenant_visible(r.tenant_id) END)
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.role_writable(uuid) TO procura_app;
--> statement-breakpoint
DROP POLICY role_permissions_scope ON role_permissions;
--> statement-breakpoint
CREATE POLICY role_permissions_read ON role_permissions FOR SELECT USING (EXISTS (SELECT 1 FROM roles r WHERE r.id = role_id));
--> statement-breakpoint
CREATE POLICY role_permissions_insert ON role_permissions FOR INSERT WITH CHECK (app.role_writable(role_id));
--> statement-breakpoint
CREATE POLICY role_permissions_update ON role_permissions FOR UPDATE USING (app.role_writable(role_id)) WITH CHECK (app.role_writable(role_id));
--> statement-breakpoint
CREATE POLICY role_permissions_delete ON role_permissions FOR DELETE USING (app.role_writable(role_id));
--> statement-breakpoint
DROP POLICY user_roles_scope ON user_roles;
--> statement-breakpoint
CREATE POLICY user_roles_read ON user_roles FOR SELECT USING (app.tenant_visible(tenant_id) OR user_id = (SELECT app.user_id()));
--> statement-breakpoint
CREATE POLICY user_roles_insert ON user_roles FOR INSERT WITH CHECK (app.tenant_visible(tenant_id) AND app.role_fits_tenant(role_id, tenant_id));
--> statement-breakpoint
CREATE POLICY user_roles_update ON user_roles FOR UPDATE USING (app.tenant_visible(tenant_id))
  WITH CHECK (app.tenant_visible(tenant_id) AND app.role_fits_tenant(role_id, tenant_id));
--> statement-breakpoint
CREATE POLICY user_roles_delete ON user_roles FOR DELETE USING (app.tenant_visible(tenant_id));
--> statement-breakpoint
-- Memberships of a person in tenants outside the caller's scope: a count, never which ones.
-- Read from the scope row directly: inside this function the caller is the system.
CREATE FUNCTION app.memberships_beyond_scope(p_user uuid) RETURNS int
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT count(*)::int FROM user_tenants ut
  WHERE ut.user_id = p_user
    AND NOT coalesce((app.current_scope()).all_tenants, false)
    AND NOT ut.tenant_id = ANY (coalesce((app.current_scope()).tenant_ids, '{}'::uuid[]))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.memberships_beyond_scope(uuid) TO procura_app;
--> statement-breakpoint
-- 6. Rows shared with named tenants ("parties", decision 0004): the owner tenant reads and
--    writes; a party reads. `party_tenant_ids && visible tenants` uses the GIN index.
-- One call per new table in a migration: `SELECT app.secure_tenant_table('bids', shared => true);`
-- The expressions are written into each policy (not behind a helper function) so that the
-- scope is read once per statement, as an init plan, however many rows are checked.
CREATE FUNCTION app.secure_tenant_table(tbl regclass, shared boolean DEFAULT false) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = tbl);
  owner_visible text := $v$((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))$v$;
  party_visible text := $v$(party_tenant_ids && coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))$v$;
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO procura_app', tbl);
  IF shared THEN
    EXECUTE format('CREATE POLICY %I ON %s FOR SELECT USING (%s OR %s)', name || '_read', tbl, owner_visible, party_visible);
    EXECUTE format('CREATE POLICY %I ON %s FOR INSERT WITH CHECK (%s)', name || '_insert', tbl, owner_visible);
    EXECUTE format('CREATE POLICY %I ON %s FOR UPDATE USING (%s) WITH CHECK (%s)', name || '_update', tbl, owner_visible, owner_visible);
    EXECUTE format('CREATE POLICY %I ON %s FOR DELETE USING (%s)', name || '_delete', tbl, owner_visible);
  ELSE
    EXECUTE format('CREATE POLICY %I ON %s USING (%s) WITH CHECK (%s)', name || '_scope', tbl, owner_visible, owner_visible);
  END IF;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.secure_tenant_table(regclass, boolean) FROM PUBLIC;
--> statement-breakpoint
-- 7. Every policy spells its scope check out, so the scope is read once per statement as an
--    init plan. Behind a helper function (app.tenant_visible) it was read again for every
--    row checked: a helper whose body holds a sub-select is never inlined.
DROP POLICY audit_log_scope ON audit_log;
--> statement-breakpoint
CREATE POLICY audit_log_scope ON audit_log USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))) WITH CHECK (actor_user_id = (SELECT app.user_id()));
--> statement-breakpoint
DROP POLICY background_jobs_owner ON background_jobs;
--> statement-breakpoint
CREATE POLICY background_jobs_owner ON background_jobs USING (owner_user_id = (SELECT app.user_id()) AND ((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))) WITH CHECK (owner_user_id = (SELECT app.user_id()) AND ((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
--> statement-breakpoint
DROP POLICY clients_member_read ON clients;
--> statement-breakpoint
CREATE POLICY clients_member_read ON clients FOR SELECT USING (EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = (SELECT app.user_id()) AND m.tenant_id = clients.tenant_id));
--> statement-breakpoint
DROP POLICY clients_scope ON clients;
--> statement-breakpoint
CREATE POLICY clients_scope ON clients USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))) WITH CHECK (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
--> statement-breakpoint
DROP POLICY roles_read ON roles;
--> statement-breakpoint
CREATE POLICY roles_read ON roles FOR SELECT USING (tenant_id IS NULL OR ((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
--> statement-breakpoint
DROP POLICY roles_write ON roles;
--> statement-breakpoint
CREATE POLICY roles_write ON roles USING (CASE WHEN tenant_id IS NULL THEN (SELECT app.all_tenants()) ELSE ((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))) END) WITH CHECK (CASE WHEN tenant_id IS NULL THEN (SELECT app.all_tenants()) ELSE ((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))) END);
--> statement-breakpoint
DROP POLICY tenants_member_read ON tenants;
--> statement-breakpoint
CREATE POLICY tenants_member_read ON tenants FOR SELECT USING (EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = (SELECT app.user_id()) AND m.tenant_id = tenants.id));
--> statement-breakpoint
DROP POLICY tenants_scope ON tenants;
--> statement-breakpoint
CREATE POLICY tenants_scope ON tenants USING (((SELECT app.all_tenants()) OR id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))) WITH CHECK (((SELECT app.all_tenants()) OR id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
--> statement-breakpoint
DROP POLICY user_roles_delete ON user_roles;
--> statement-breakpoint
CREATE POLICY user_roles_delete ON user_roles FOR DELETE USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
--> statement-breakpoint
DROP POLICY user_roles_insert ON user_roles;
--> statement-breakpoint
CREATE POLICY user_roles_insert ON user_roles FOR INSERT WITH CHECK (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))) AND app.role_fits_tenant(role_id, tenant_id));
--> statement-breakpoint
DROP POLICY user_roles_read ON user_roles;
--> statement-breakpoint
CREATE POLICY user_roles_read ON user_roles FOR SELECT USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))) OR user_id = (SELECT app.user_id()));
--> statement-breakpoint
DROP POLICY user_roles_update ON user_roles;
--> statement-breakpoint
CREATE POLICY user_roles_update ON user_roles FOR UPDATE USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))) WITH CHECK (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))) AND app.role_fits_tenant(role_id, tenant_id));
--> statement-breakpoint
DROP POLICY user_tenants_scope ON user_tenants;
--> statement-breakpoint
CREATE POLICY user_tenants_scope ON user_tenants USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))) OR user_id = (SELECT app.user_id())) WITH CHECK (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
--> statement-breakpoint
DROP POLICY users_delete ON users;
--> statement-breakpoint
CREATE POLICY users_delete ON users FOR DELETE USING (((SELECT app.all_tenants()) OR id = (SELECT app.user_id()) OR EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = users.id AND m.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))));
--> statement-breakpoint
DROP POLICY users_read ON users;
--> statement-breakpoint
CREATE POLICY users_read ON users FOR SELECT USING (((SELECT app.all_tenants()) OR id = (SELECT app.user_id()) OR EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = users.id AND m.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))));
--> statement-breakpoint
DROP POLICY users_update ON users;
--> statement-breakpoint
CREATE POLICY users_update ON users FOR UPDATE USING (((SELECT app.all_tenants()) OR id = (SELECT app.user_id()) OR EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = users.id AND m.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))))) WITH CHECK (((SELECT app.all_tenants()) OR id = (SELECT app.user_id()) OR EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = users.id AND m.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))));
--> statement-breakpoint
DROP POLICY vendors_member_read ON vendors;
--> statement-breakpoint
CREATE POLICY vendors_member_read ON vendors FOR SELECT USING (EXISTS (SELECT 1 FROM user_tenants m WHERE m.user_id = (SELECT app.user_id()) AND m.tenant_id = vendors.tenant_id));
--> statement-breakpoint
DROP POLICY vendors_scope ON vendors;
--> statement-breakpoint
CREATE POLICY vendors_scope ON vendors USING (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))) WITH CHECK (((SELECT app.all_tenants()) OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))));
