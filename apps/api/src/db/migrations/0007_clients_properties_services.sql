-- Issue #8: reference geography, stored files, the services catalogue, client profiles and
-- properties with their contacts, services, documents and per-person access.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"county_id" integer,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_id" integer NOT NULL,
	"fips" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "counties_fips_unique" UNIQUE("fips")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"iso2" text NOT NULL,
	"name" text NOT NULL,
	"phone_code" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"fips" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"county_id" integer,
	"city_id" integer,
	"city_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"category" text NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"detected_type" text,
	"size_bytes" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection" text,
	"owner_table" text,
	"owner_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key"),
	CONSTRAINT "stored_files_status_check" CHECK ("stored_files"."status" in ('PENDING', 'READY', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text DEFAULT 'PER_VISIT' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"property_type" text DEFAULT 'OFFICE' NOT NULL,
	"size_value" double precision,
	"size_unit" text DEFAULT 'SQ_FT' NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"country_id" integer,
	"state_id" integer,
	"county_id" integer,
	"city_id" integer,
	"city_name" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || code || ' ' || coalesce(city_name, ''))) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "properties_size_unit_check" CHECK ("properties"."size_unit" in ('SQ_FT', 'ACRES')),
	CONSTRAINT "properties_coordinates_check" CHECK (("properties"."latitude" between -90 and 90) and ("properties"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "property_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"frequency" text DEFAULT 'MONTHLY' NOT NULL,
	"season" text DEFAULT 'YEAR_ROUND' NOT NULL,
	"season_start" date,
	"season_end" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_user_access" (
	"tenant_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_user_access_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "client_parent_companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_type" text DEFAULT 'COMMERCIAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "header_image_key" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_code" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD COLUMN "property_access" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counties" ADD CONSTRAINT "counties_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contacts" ADD CONSTRAINT "property_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contacts" ADD CONSTRAINT "property_contacts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contacts" ADD CONSTRAINT "property_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_user_access" ADD CONSTRAINT "property_user_access_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_user_access" ADD CONSTRAINT "property_user_access_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_user_access" ADD CONSTRAINT "property_user_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_user_access" ADD CONSTRAINT "property_user_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_name_idx" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "counties_state_name_idx" ON "counties" USING btree ("state_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_code_idx" ON "states" USING btree ("country_id","code");--> statement-breakpoint
CREATE INDEX "states_name_trgm_idx" ON "states" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zip_codes_state_idx" ON "zip_codes" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "stored_files_tenant_idx" ON "stored_files" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_table","owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_unconfirmed_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_name_idx" ON "service_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_category_name_idx" ON "services" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "properties_client_code_idx" ON "properties" USING btree ("client_id",lower("code"));--> statement-breakpoint
CREATE INDEX "properties_name_idx" ON "properties" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "properties_tenant_name_idx" ON "properties" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "properties_state_idx" ON "properties" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_parties_idx" ON "properties" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "property_contacts_property_user_idx" ON "property_contacts" USING btree ("property_id","user_id");--> statement-breakpoint
CREATE INDEX "property_contacts_user_idx" ON "property_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_services_property_service_idx" ON "property_services" USING btree ("property_id","service_id");--> statement-breakpoint
CREATE INDEX "property_services_service_idx" ON "property_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "property_user_access_user_idx" ON "property_user_access" USING btree ("user_id","property_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_logo_key_stored_files_key_fk" FOREIGN KEY ("logo_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_header_image_key_stored_files_key_fk" FOREIGN KEY ("header_image_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('ACTIVE', 'INACTIVE'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_type_check" CHECK ("clients"."client_type" in ('COMMERCIAL', 'HOA', 'HOTEL', 'MULTI_FAMILY', 'RETAIL', 'STUDENT_HOUSING', 'OTHER'));--> statement-breakpoint
ALTER TABLE "user_tenants" ADD CONSTRAINT "user_tenants_property_access_check" CHECK ("user_tenants"."property_access" in ('ALL', 'ASSIGNED'));
--> statement-breakpoint
-- Reference data: everyone reads it; only the loader (the system) writes it.
GRANT SELECT ON countries, states, counties, cities, zip_codes TO procura_app;
--> statement-breakpoint
-- Provider-kept catalogues: every signed-in actor reads them, only the provider writes them.
CREATE FUNCTION app.secure_provider_catalog(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = tbl);
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO procura_app', tbl);
  EXECUTE format('CREATE POLICY %I ON %s FOR SELECT USING (true)', name || '_read', tbl);
  EXECUTE format('CREATE POLICY %I ON %s FOR INSERT WITH CHECK ((SELECT app.all_tenants()))', name || '_insert', tbl);
  EXECUTE format('CREATE POLICY %I ON %s FOR UPDATE USING ((SELECT app.all_tenants())) WITH CHECK ((SELECT app.all_tenants()))', name || '_update', tbl);
  EXECUTE format('CREATE POLICY %I ON %s FOR DELETE USING ((SELECT app.all_tenants()))', name || '_delete', tbl);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.secure_provider_catalog(regclass) FROM PUBLIC;
--> statement-breakpoint
SELECT app.secure_provider_catalog('service_categories');
--> statement-breakpoint
SELECT app.secure_provider_catalog('services');
--> statement-breakpoint
SELECT app.secure_provider_catalog('client_parent_companies');
--> statement-breakpoint
SELECT app.secure_tenant_table('stored_files');
--> statement-breakpoint
SELECT app.secure_tenant_table('properties', shared => true);
--> statement-breakpoint
SELECT app.secure_tenant_table('property_user_access');
--> statement-breakpoint
SELECT app.secure_tenant_table('property_contacts');
--> statement-breakpoint
SELECT app.secure_tenant_table('property_services');
--> statement-breakpoint
SELECT app.secure_tenant_table('property_documents');
--> statement-breakpoint
-- Assigned property access: a member whose membership says ASSIGNED sees only the properties
-- granted to them. The scope row carries the flag, so the policy reads it once per statement.
ALTER TABLE app.scopes ADD COLUMN assigned_properties_only boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE FUNCTION app.assigned_properties_only() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((app.current_scope()).assigned_properties_only, false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.open_scope(p_user uuid, p_workspace uuid) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
DECLARE
  v_version bigint;
  v_type text;
  v_assigned boolean;
  v_ids uuid[];
BEGIN
  SELECT u.auth_version, t.type, ut.property_access = 'ASSIGNED' INTO v_version, v_type, v_assigned
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
  INSERT INTO app.scopes (backend_pid, transaction_started, user_id, all_tenants, tenant_ids, assigned_properties_only)
    VALUES (pg_backend_pid(), transaction_timestamp(), p_user, v_type = 'connexus', v_ids, v_type = 'client' AND v_assigned)
    ON CONFLICT (backend_pid) DO UPDATE
      SET transaction_started = excluded.transaction_started, user_id = excluded.user_id,
          all_tenants = excluded.all_tenants, tenant_ids = excluded.tenant_ids,
          assigned_properties_only = excluded.assigned_properties_only;
  RETURN v_version;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.open_scope(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app.open_scope(uuid, uuid) FROM procura_app;
--> statement-breakpoint
CREATE POLICY properties_assigned ON properties AS RESTRICTIVE
  USING (NOT (SELECT app.assigned_properties_only()) OR EXISTS (SELECT 1 FROM property_user_access a WHERE a.property_id = properties.id AND a.user_id = (SELECT app.user_id())));
--> statement-breakpoint
-- A property's contacts, services and documents are seen with the property, never without it.
CREATE POLICY property_contacts_with_property ON property_contacts AS RESTRICTIVE
  USING (EXISTS (SELECT 1 FROM properties p WHERE p.id = property_contacts.property_id));
--> statement-breakpoint
CREATE POLICY property_services_with_property ON property_services AS RESTRICTIVE
  USING (EXISTS (SELECT 1 FROM properties p WHERE p.id = property_services.property_id));
--> statement-breakpoint
CREATE POLICY property_documents_with_property ON property_documents AS RESTRICTIVE
  USING (EXISTS (SELECT 1 FROM properties p WHERE p.id = property_documents.property_id));
