-- Issue #10: the SOW library (the provider's, versioned), client scopes of work with their
-- versions and properties, DOCX templates, and the assistant's usage per tenant.
CREATE TABLE "ai_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"feature" text NOT NULL,
	"model" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_scopes_of_work" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"client_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"library_entry_id" uuid,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"source" text DEFAULT 'BLANK' NOT NULL,
	"source_file_key" text,
	"composed_offline" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name)) STORED,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_scopes_of_work_status_check" CHECK ("client_scopes_of_work"."status" in ('DRAFT', 'ACTIVE', 'ARCHIVED')),
	CONSTRAINT "client_scopes_of_work_source_check" CHECK ("client_scopes_of_work"."source" in ('LIBRARY', 'UPLOAD', 'ASSISTANT', 'BLANK'))
);
--> statement-breakpoint
CREATE TABLE "client_sow_properties" (
	"tenant_id" uuid NOT NULL,
	"sow_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"size_value" double precision,
	"size_unit" text,
	"site_notes" text,
	"season_start" date,
	"season_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_sow_properties_sow_id_property_id_pk" PRIMARY KEY("sow_id","property_id"),
	CONSTRAINT "client_sow_properties_size_unit_check" CHECK ("client_sow_properties"."size_unit" is null or "client_sow_properties"."size_unit" in ('SQ_FT', 'ACRES')),
	CONSTRAINT "client_sow_properties_season_check" CHECK ("client_sow_properties"."season_start" is null or "client_sow_properties"."season_end" is null or "client_sow_properties"."season_start" <= "client_sow_properties"."season_end")
);
--> statement-breakpoint
CREATE TABLE "client_sow_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sow_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"change_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sow_library_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sow_library_entries_status_check" CHECK ("sow_library_entries"."status" in ('ACTIVE', 'ARCHIVED'))
);
--> statement-breakpoint
CREATE TABLE "sow_library_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"change_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sow_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"placeholders" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_library_entry_id_sow_library_entries_id_fk" FOREIGN KEY ("library_entry_id") REFERENCES "public"."sow_library_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_source_file_key_stored_files_key_fk" FOREIGN KEY ("source_file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scopes_of_work" ADD CONSTRAINT "client_scopes_of_work_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sow_properties" ADD CONSTRAINT "client_sow_properties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sow_properties" ADD CONSTRAINT "client_sow_properties_sow_id_client_scopes_of_work_id_fk" FOREIGN KEY ("sow_id") REFERENCES "public"."client_scopes_of_work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sow_properties" ADD CONSTRAINT "client_sow_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sow_versions" ADD CONSTRAINT "client_sow_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sow_versions" ADD CONSTRAINT "client_sow_versions_sow_id_client_scopes_of_work_id_fk" FOREIGN KEY ("sow_id") REFERENCES "public"."client_scopes_of_work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sow_versions" ADD CONSTRAINT "client_sow_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_library_entries" ADD CONSTRAINT "sow_library_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_library_entries" ADD CONSTRAINT "sow_library_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_library_entries" ADD CONSTRAINT "sow_library_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_library_versions" ADD CONSTRAINT "sow_library_versions_entry_id_sow_library_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sow_library_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_library_versions" ADD CONSTRAINT "sow_library_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_templates" ADD CONSTRAINT "sow_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_templates" ADD CONSTRAINT "sow_templates_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_templates" ADD CONSTRAINT "sow_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_tenant_idx" ON "ai_usage" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "client_scopes_of_work_client_idx" ON "client_scopes_of_work" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "client_scopes_of_work_tenant_idx" ON "client_scopes_of_work" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "client_scopes_of_work_service_idx" ON "client_scopes_of_work" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "client_scopes_of_work_search_trgm_idx" ON "client_scopes_of_work" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_scopes_of_work_parties_idx" ON "client_scopes_of_work" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE INDEX "client_sow_properties_property_idx" ON "client_sow_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_sow_versions_sow_version_idx" ON "client_sow_versions" USING btree ("sow_id","version");--> statement-breakpoint
CREATE INDEX "sow_library_entries_service_idx" ON "sow_library_entries" USING btree ("service_id","title");--> statement-breakpoint
CREATE INDEX "sow_library_entries_title_trgm_idx" ON "sow_library_entries" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sow_library_versions_entry_version_idx" ON "sow_library_versions" USING btree ("entry_id","version");--> statement-breakpoint
CREATE INDEX "sow_templates_tenant_idx" ON "sow_templates" USING btree ("tenant_id","created_at");--> statement-breakpoint
SELECT app.secure_provider_catalog('sow_library_entries');
--> statement-breakpoint
SELECT app.secure_provider_catalog('sow_library_versions');
--> statement-breakpoint
SELECT app.secure_tenant_table('client_scopes_of_work', shared => true);
--> statement-breakpoint
SELECT app.secure_tenant_table('client_sow_versions');
--> statement-breakpoint
SELECT app.secure_tenant_table('client_sow_properties');
--> statement-breakpoint
SELECT app.secure_tenant_table('sow_templates');
--> statement-breakpoint
SELECT app.secure_tenant_table('ai_usage');
--> statement-breakpoint
-- A scope's property rows are seen with the property (an assigned property manager sees only
-- the properties granted to them) and with the scope.
CREATE POLICY client_sow_properties_with_property ON client_sow_properties AS RESTRICTIVE
  USING (EXISTS (SELECT 1 FROM properties p WHERE p.id = client_sow_properties.property_id));
--> statement-breakpoint
CREATE POLICY client_sow_versions_with_scope ON client_sow_versions AS RESTRICTIVE
  USING (EXISTS (SELECT 1 FROM client_scopes_of_work s WHERE s.id = client_sow_versions.sow_id));
