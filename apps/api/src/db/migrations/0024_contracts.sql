CREATE TABLE "contract_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"threshold_days" integer DEFAULT 0 NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "contract_alerts_kind_check" CHECK ("contract_alerts"."kind" in ('EXPIRING', 'NOTICE_DEADLINE', 'RENEWED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contract_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"kind" text DEFAULT 'OTHER' NOT NULL,
	"title" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	CONSTRAINT "contract_documents_kind_check" CHECK ("contract_documents"."kind" in ('SIGNED', 'AMENDMENT', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "contract_extractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"job_id" uuid,
	"file_key" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"extraction" jsonb,
	"matches" jsonb,
	"reviewed" jsonb,
	"corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"contract_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	CONSTRAINT "contract_extractions_status_check" CHECK ("contract_extractions"."status" in ('QUEUED', 'READING', 'NEEDS_REVIEW', 'CONFIRMED', 'FAILED', 'DISCARDED'))
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_tenant_id" uuid NOT NULL,
	"vendor_name" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"start_on" date,
	"end_on" date,
	"auto_renews" boolean DEFAULT false NOT NULL,
	"renewal_term_months" integer,
	"notice_days" integer,
	"termination_terms" text,
	"governing_law" text,
	"total_value" numeric(14, 2),
	"payment_terms" text,
	"origin" text DEFAULT 'MANUAL' NOT NULL,
	"source_rfp_id" uuid,
	"extraction_id" uuid,
	"signed_document_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"renewal_count" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by" uuid,
	"terminated_at" timestamp with time zone,
	"terminated_by" uuid,
	"termination_reason" text,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || title || ' ' || vendor_name)) STORED,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('DRAFT', 'PENDING_FOR_APPROVAL', 'ACTIVE', 'EXPIRED', 'TERMINATED')),
	CONSTRAINT "contracts_origin_check" CHECK ("contracts"."origin" in ('AWARD', 'EXISTING', 'MANUAL')),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."start_on" is null or "contracts"."end_on" is null or "contracts"."start_on" <= "contracts"."end_on"),
	CONSTRAINT "contracts_terms_check" CHECK (coalesce("contracts"."renewal_term_months", 1) between 1 and 120 and coalesce("contracts"."notice_days", 0) between 0 and 3650),
	CONSTRAINT "contracts_value_check" CHECK (coalesce("contracts"."total_value", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_contract_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contract_id" uuid NOT NULL,
	"property_contract_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"quantity_per_year" numeric(10, 2),
	"frequency" text,
	"annual_cost" numeric(14, 2),
	"start_on" date,
	"end_on" date,
	"rfp_award_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_contract_services_unit_check" CHECK ("property_contract_services"."unit" in ('PER_VISIT', 'PER_MONTH', 'PER_SEASON', 'PER_EVENT', 'PER_HOUR', 'PER_YEAR', 'LUMP_SUM')),
	CONSTRAINT "property_contract_services_price_check" CHECK ("property_contract_services"."price" >= 0 and coalesce("property_contract_services"."quantity_per_year", 1) > 0),
	CONSTRAINT "property_contract_services_dates_check" CHECK ("property_contract_services"."start_on" is null or "property_contract_services"."end_on" is null or "property_contract_services"."start_on" <= "property_contract_services"."end_on")
);
--> statement-breakpoint
CREATE TABLE "property_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contract_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"property_name" text NOT NULL,
	"property_code" text,
	"address_line1" text,
	"city_name" text,
	"state_code" text,
	"zip" text,
	"start_on" date,
	"end_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contracts_require_signed_document" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD CONSTRAINT "contract_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_alerts" ADD CONSTRAINT "contract_alerts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_job_id_background_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."background_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_extractions" ADD CONSTRAINT "contract_extractions_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_source_rfp_id_rfps_id_fk" FOREIGN KEY ("source_rfp_id") REFERENCES "public"."rfps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_terminated_by_users_id_fk" FOREIGN KEY ("terminated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contract_services" ADD CONSTRAINT "property_contract_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contract_services" ADD CONSTRAINT "property_contract_services_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contract_services" ADD CONSTRAINT "property_contract_services_property_contract_id_property_contracts_id_fk" FOREIGN KEY ("property_contract_id") REFERENCES "public"."property_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contract_services" ADD CONSTRAINT "property_contract_services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contract_services" ADD CONSTRAINT "property_contract_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contract_services" ADD CONSTRAINT "property_contract_services_rfp_award_id_rfp_awards_id_fk" FOREIGN KEY ("rfp_award_id") REFERENCES "public"."rfp_awards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contracts" ADD CONSTRAINT "property_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contracts" ADD CONSTRAINT "property_contracts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_contracts" ADD CONSTRAINT "property_contracts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_alerts_once_idx" ON "contract_alerts" USING btree ("contract_id","kind","threshold_days","due_on");--> statement-breakpoint
CREATE INDEX "contract_alerts_due_idx" ON "contract_alerts" USING btree ("tenant_id","due_on");--> statement-breakpoint
CREATE INDEX "contract_alerts_parties_idx" ON "contract_alerts" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_documents_file_idx" ON "contract_documents" USING btree ("contract_id","file_key");--> statement-breakpoint
CREATE INDEX "contract_documents_parties_idx" ON "contract_documents" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE INDEX "contract_extractions_queue_idx" ON "contract_extractions" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "contract_extractions_batch_idx" ON "contract_extractions" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_contract_version_idx" ON "contract_versions" USING btree ("contract_id","version");--> statement-breakpoint
CREATE INDEX "contract_versions_parties_idx" ON "contract_versions" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_client_number_idx" ON "contracts" USING btree ("client_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_award_vendor_idx" ON "contracts" USING btree ("source_rfp_id","vendor_id") WHERE "contracts"."origin" = 'AWARD';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_extraction_idx" ON "contracts" USING btree ("extraction_id") WHERE "contracts"."extraction_id" is not null;--> statement-breakpoint
CREATE INDEX "contracts_tenant_idx" ON "contracts" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "contracts_end_idx" ON "contracts" USING btree ("end_on") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "contracts_vendor_idx" ON "contracts" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_parties_idx" ON "contracts" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "property_contract_services_line_idx" ON "property_contract_services" USING btree ("property_contract_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_contract_services_award_idx" ON "property_contract_services" USING btree ("rfp_award_id") WHERE "property_contract_services"."rfp_award_id" is not null;--> statement-breakpoint
CREATE INDEX "property_contract_services_contract_idx" ON "property_contract_services" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "property_contract_services_coverage_idx" ON "property_contract_services" USING btree ("tenant_id","property_id","service_id");--> statement-breakpoint
CREATE INDEX "property_contract_services_parties_idx" ON "property_contract_services" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "property_contracts_contract_property_idx" ON "property_contracts" USING btree ("contract_id","property_id");--> statement-breakpoint
CREATE INDEX "property_contracts_property_idx" ON "property_contracts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_contracts_parties_idx" ON "property_contracts" USING gin ("party_tenant_ids");--> statement-breakpoint
-- Row security (docs/architecture.md "Tenancy and sharing"): the client's tenant owns a contract's
-- rows, the contracted vendor's (or branch's, franchise's) tenant reads them as a party and never
-- writes; the provider reads and writes all. The review queue is shared with no one.
SELECT app.secure_tenant_table('contracts', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('property_contracts', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('property_contract_services', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('contract_versions', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('contract_documents', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('contract_alerts', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('contract_extractions');
