-- Issue #9: vendor profiles, services and areas, compliance documents, coverage requirements,
-- self-registration drafts. Also: reference_data readable by the app, and organization edits
-- that bump members' auth versions only when what the actor carries (name, status) changes.
CREATE TABLE "coverage_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"coverage_type" text NOT NULL,
	"min_each_occurrence" numeric(14, 2) DEFAULT 0 NOT NULL,
	"min_aggregate" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text,
	"insurer" text,
	"policy_number" text,
	"coverage_type" text,
	"each_occurrence" numeric(14, 2),
	"aggregate" numeric(14, 2),
	"additional_insured" boolean DEFAULT false NOT NULL,
	"effective_on" date,
	"expires_on" date,
	"status" text DEFAULT 'CURRENT' NOT NULL,
	"warned_30_at" timestamp with time zone,
	"warned_7_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_documents_kind_check" CHECK ("vendor_documents"."kind" in ('W9', 'COI')),
	CONSTRAINT "vendor_documents_status_check" CHECK ("vendor_documents"."status" in ('CURRENT', 'REPLACED', 'EXPIRED')),
	CONSTRAINT "vendor_documents_dates_check" CHECK ("vendor_documents"."expires_on" is null or "vendor_documents"."effective_on" is null or "vendor_documents"."expires_on" >= "vendor_documents"."effective_on")
);
--> statement-breakpoint
CREATE TABLE "vendor_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"vendor_id" uuid,
	CONSTRAINT "vendor_registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vendor_service_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"state_id" integer NOT NULL,
	"county_id" integer
);
--> statement-breakpoint
CREATE TABLE "vendor_services" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "vendor_services_vendor_id_service_id_pk" PRIMARY KEY("vendor_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "approval_status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "dba" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "business_structure" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "ownership_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "onboarding_source" text DEFAULT 'CONNEXUS' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "onboarded_by_client_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone_code" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "years_in_business" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "compliance_state" text DEFAULT 'MISSING' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "compliance_expires_on" date;--> statement-breakpoint
ALTER TABLE "coverage_requirements" ADD CONSTRAINT "coverage_requirements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_registrations" ADD CONSTRAINT "vendor_registrations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_areas" ADD CONSTRAINT "vendor_service_areas_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_requirements_client_idx" ON "coverage_requirements" USING btree ("client_id","coverage_type");--> statement-breakpoint
CREATE INDEX "vendor_documents_vendor_idx" ON "vendor_documents" USING btree ("vendor_id","kind","status");--> statement-breakpoint
CREATE INDEX "vendor_documents_expiry_idx" ON "vendor_documents" USING btree ("expires_on") WHERE "vendor_documents"."kind" = 'COI' and "vendor_documents"."status" = 'CURRENT';--> statement-breakpoint
CREATE INDEX "vendor_registrations_email_idx" ON "vendor_registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "vendor_service_areas_vendor_idx" ON "vendor_service_areas" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_service_areas_state_idx" ON "vendor_service_areas" USING btree ("state_id","county_id");--> statement-breakpoint
CREATE INDEX "vendor_service_areas_county_idx" ON "vendor_service_areas" USING btree ("county_id");--> statement-breakpoint
CREATE INDEX "vendor_services_service_idx" ON "vendor_services" USING btree ("service_id","vendor_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_onboarded_by_client_id_clients_id_fk" FOREIGN KEY ("onboarded_by_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_logo_key_stored_files_key_fk" FOREIGN KEY ("logo_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_parties_idx" ON "vendors" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE INDEX "vendors_list_idx" ON "vendors" USING btree ("approval_status","compliance_state","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_tax_id_idx" ON "vendors" USING btree ("tax_id") WHERE "vendors"."tax_id" is not null and "vendors"."vendor_type" = 'VENDOR';--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_status_check" CHECK ("vendors"."status" in ('ACTIVE', 'INACTIVE'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_approval_check" CHECK ("vendors"."approval_status" in ('DRAFT', 'PENDING_FOR_APPROVAL', 'APPROVED', 'NOT_APPROVED'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_compliance_check" CHECK ("vendors"."compliance_state" in ('COMPLIANT', 'EXPIRING', 'EXPIRED', 'MISSING'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_onboarding_check" CHECK ("vendors"."onboarding_source" in ('CONNEXUS', 'CLIENT_ONBOARDED', 'SELF'));
--> statement-breakpoint
UPDATE vendors SET approval_status = 'APPROVED', decided_at = now() WHERE is_approved;
--> statement-breakpoint
SELECT app.secure_tenant_table('vendor_services');
--> statement-breakpoint
SELECT app.secure_tenant_table('vendor_service_areas');
--> statement-breakpoint
SELECT app.secure_tenant_table('vendor_documents');
--> statement-breakpoint
-- A vendor's services, areas and documents are read with the vendor: whoever may read the
-- vendor row (its people, its parent's, the provider, a client it was onboarded for) reads them.
CREATE POLICY vendor_services_with_vendor ON vendor_services FOR SELECT USING (EXISTS (SELECT 1 FROM vendors v WHERE v.id = vendor_services.vendor_id));
--> statement-breakpoint
CREATE POLICY vendor_service_areas_with_vendor ON vendor_service_areas FOR SELECT USING (EXISTS (SELECT 1 FROM vendors v WHERE v.id = vendor_service_areas.vendor_id));
--> statement-breakpoint
CREATE POLICY vendor_documents_with_vendor ON vendor_documents FOR SELECT USING (EXISTS (SELECT 1 FROM vendors v WHERE v.id = vendor_documents.vendor_id));
--> statement-breakpoint
-- Parties (a client that onboarded the vendor) read the profile; only its owner and the
-- provider write it.
CREATE POLICY vendors_party_read ON vendors FOR SELECT USING (party_tenant_ids && coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]));
--> statement-breakpoint
SELECT app.secure_provider_catalog('coverage_requirements');
--> statement-breakpoint
-- Self-registration drafts have no tenant and no actor: only the system handle reads them.
REVOKE ALL ON vendor_registrations FROM PUBLIC;
--> statement-breakpoint
GRANT SELECT ON reference_data TO procura_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.organization_renamed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM app.bump_auth_versions(array(
    SELECT DISTINCT ut.user_id FROM user_tenants ut
    WHERE ut.tenant_id IN (
      SELECT n.tenant_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.status) IS DISTINCT FROM (o.name, o.status))));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER clients_auth_version_upd ON clients;
--> statement-breakpoint
CREATE TRIGGER clients_auth_version_upd AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.organization_renamed();
--> statement-breakpoint
DROP TRIGGER vendors_auth_version_upd ON vendors;
--> statement-breakpoint
CREATE TRIGGER vendors_auth_version_upd AFTER UPDATE ON vendors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.organization_renamed();
