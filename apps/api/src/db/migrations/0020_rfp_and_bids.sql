CREATE TABLE "rfp_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bids_due_at_before" timestamp with time zone,
	"bids_due_at_after" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "rfp_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"question_id" uuid,
	"question_text" text NOT NULL,
	"answer_text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "rfp_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_tenant_id" uuid NOT NULL,
	"eligibility" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"override_reason" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid
);
--> statement-breakpoint
CREATE TABLE "rfp_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"client_sow_id" uuid,
	"rfp_scope_id" uuid,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"budget_annual" numeric(14, 2),
	"incumbent_annual" numeric(14, 2),
	"property_name" text NOT NULL,
	"property_code" text NOT NULL,
	"address_line1" text,
	"city_name" text,
	"county_name" text,
	"state_code" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"service_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"awarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfp_lines_money_check" CHECK (coalesce("rfp_lines"."budget_annual", 0) >= 0 and coalesce("rfp_lines"."incumbent_annual", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "rfp_scopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"sow_id" uuid,
	"sow_version" integer NOT NULL,
	"name" text NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"questions_due_at" timestamp with time zone,
	"bids_due_at" timestamp with time zone,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"service_start_on" date,
	"term_months" integer DEFAULT 12 NOT NULL,
	"require_all_lines" boolean DEFAULT false NOT NULL,
	"latest_addendum" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"opened_at" timestamp with time zone,
	"opened_by" uuid,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"source_rfp_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(number || ' ' || title)) STORED,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfps_status_check" CHECK ("rfps"."status" in ('DRAFT', 'PUBLISHED', 'CLOSED', 'AWARDED', 'PARTIALLY_AWARDED', 'CANCELLED')),
	CONSTRAINT "rfps_term_check" CHECK ("rfps"."term_months" between 1 and 120),
	CONSTRAINT "rfps_deadlines_check" CHECK ("rfps"."questions_due_at" is null or "rfps"."bids_due_at" is null or "rfps"."questions_due_at" < "rfps"."bids_due_at")
);
--> statement-breakpoint
CREATE TABLE "bid_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"bid_id" uuid NOT NULL,
	"rfp_id" uuid NOT NULL,
	"rfp_line_id" uuid NOT NULL,
	"submission_number" integer,
	"price" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"quantity_per_year" numeric(10, 2),
	"notes" text,
	"exclusions" text,
	"alternate" text,
	"annual_amount" numeric(14, 2),
	"term_amount" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_lines_unit_check" CHECK ("bid_lines"."unit" in ('PER_VISIT', 'PER_MONTH', 'PER_SEASON', 'PER_EVENT', 'PER_HOUR', 'PER_YEAR', 'LUMP_SUM')),
	CONSTRAINT "bid_lines_price_check" CHECK ("bid_lines"."price" >= 0 and coalesce("bid_lines"."quantity_per_year", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "bid_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"bid_id" uuid NOT NULL,
	"rfp_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"bundle_price" numeric(14, 2),
	"note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" uuid,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "bid_submissions_bundle_check" CHECK (coalesce("bid_submissions"."bundle_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"viewed_at" timestamp with time zone,
	"intent" text,
	"decline_reason" text,
	"current_submission" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"confirmed_addendum" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('DRAFT', 'SUBMITTED', 'WITHDRAWN')),
	CONSTRAINT "bids_intent_check" CHECK ("bids"."intent" is null or "bids"."intent" in ('INTENDING', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "rfp_addendum_acks" (
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"addendum_id" uuid NOT NULL,
	"bid_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" uuid
);
--> statement-breakpoint
CREATE TABLE "rfp_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"bid_id" uuid NOT NULL,
	"question_text" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "rfp_addenda" ADD CONSTRAINT "rfp_addenda_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_addenda" ADD CONSTRAINT "rfp_addenda_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_addenda" ADD CONSTRAINT "rfp_addenda_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_answers" ADD CONSTRAINT "rfp_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_answers" ADD CONSTRAINT "rfp_answers_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_answers" ADD CONSTRAINT "rfp_answers_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_invitations" ADD CONSTRAINT "rfp_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_invitations" ADD CONSTRAINT "rfp_invitations_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_invitations" ADD CONSTRAINT "rfp_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_invitations" ADD CONSTRAINT "rfp_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_lines" ADD CONSTRAINT "rfp_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_lines" ADD CONSTRAINT "rfp_lines_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_lines" ADD CONSTRAINT "rfp_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_lines" ADD CONSTRAINT "rfp_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_lines" ADD CONSTRAINT "rfp_lines_client_sow_id_client_scopes_of_work_id_fk" FOREIGN KEY ("client_sow_id") REFERENCES "public"."client_scopes_of_work"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_lines" ADD CONSTRAINT "rfp_lines_rfp_scope_id_rfp_scopes_id_fk" FOREIGN KEY ("rfp_scope_id") REFERENCES "public"."rfp_scopes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_scopes" ADD CONSTRAINT "rfp_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_scopes" ADD CONSTRAINT "rfp_scopes_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_scopes" ADD CONSTRAINT "rfp_scopes_sow_id_client_scopes_of_work_id_fk" FOREIGN KEY ("sow_id") REFERENCES "public"."client_scopes_of_work"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_rfp_line_id_rfp_lines_id_fk" FOREIGN KEY ("rfp_line_id") REFERENCES "public"."rfp_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_invitation_id_rfp_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfp_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_addendum_acks" ADD CONSTRAINT "rfp_addendum_acks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_addendum_acks" ADD CONSTRAINT "rfp_addendum_acks_addendum_id_rfp_addenda_id_fk" FOREIGN KEY ("addendum_id") REFERENCES "public"."rfp_addenda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_addendum_acks" ADD CONSTRAINT "rfp_addendum_acks_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_addendum_acks" ADD CONSTRAINT "rfp_addendum_acks_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD CONSTRAINT "rfp_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD CONSTRAINT "rfp_questions_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD CONSTRAINT "rfp_questions_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD CONSTRAINT "rfp_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_addenda_rfp_number_idx" ON "rfp_addenda" USING btree ("rfp_id","number");--> statement-breakpoint
CREATE INDEX "rfp_addenda_parties_idx" ON "rfp_addenda" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE INDEX "rfp_answers_rfp_idx" ON "rfp_answers" USING btree ("rfp_id","published_at");--> statement-breakpoint
CREATE INDEX "rfp_answers_parties_idx" ON "rfp_answers" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_invitations_rfp_vendor_idx" ON "rfp_invitations" USING btree ("rfp_id","vendor_id");--> statement-breakpoint
CREATE INDEX "rfp_invitations_vendor_tenant_idx" ON "rfp_invitations" USING btree ("vendor_tenant_id");--> statement-breakpoint
CREATE INDEX "rfp_invitations_parties_idx" ON "rfp_invitations" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_lines_rfp_property_service_idx" ON "rfp_lines" USING btree ("rfp_id","property_id","service_id");--> statement-breakpoint
CREATE INDEX "rfp_lines_rfp_position_idx" ON "rfp_lines" USING btree ("rfp_id","position");--> statement-breakpoint
CREATE INDEX "rfp_lines_parties_idx" ON "rfp_lines" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_scopes_rfp_sow_version_idx" ON "rfp_scopes" USING btree ("rfp_id","sow_id","sow_version");--> statement-breakpoint
CREATE INDEX "rfp_scopes_parties_idx" ON "rfp_scopes" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "rfps_client_number_idx" ON "rfps" USING btree ("client_id","number");--> statement-breakpoint
CREATE INDEX "rfps_tenant_idx" ON "rfps" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "rfps_due_idx" ON "rfps" USING btree ("bids_due_at") WHERE "rfps"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "rfps_search_trgm_idx" ON "rfps" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rfps_parties_idx" ON "rfps" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_lines_bid_line_submission_idx" ON "bid_lines" USING btree ("bid_id","rfp_line_id",coalesce("submission_number", 0));--> statement-breakpoint
CREATE INDEX "bid_lines_rfp_line_idx" ON "bid_lines" USING btree ("rfp_id","rfp_line_id");--> statement-breakpoint
CREATE INDEX "bid_lines_parties_idx" ON "bid_lines" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_submissions_bid_number_idx" ON "bid_submissions" USING btree ("bid_id","number");--> statement-breakpoint
CREATE INDEX "bid_submissions_rfp_idx" ON "bid_submissions" USING btree ("rfp_id");--> statement-breakpoint
CREATE INDEX "bid_submissions_parties_idx" ON "bid_submissions" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_invitation_idx" ON "bids" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "bids_rfp_idx" ON "bids" USING btree ("rfp_id");--> statement-breakpoint
CREATE INDEX "bids_parties_idx" ON "bids" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_addendum_acks_idx" ON "rfp_addendum_acks" USING btree ("addendum_id","bid_id");--> statement-breakpoint
CREATE INDEX "rfp_addendum_acks_parties_idx" ON "rfp_addendum_acks" USING gin ("party_tenant_ids");--> statement-breakpoint
CREATE INDEX "rfp_questions_rfp_idx" ON "rfp_questions" USING btree ("rfp_id","asked_at");--> statement-breakpoint
CREATE INDEX "rfp_questions_parties_idx" ON "rfp_questions" USING gin ("party_tenant_ids");--> statement-breakpoint
-- Row security (docs/architecture.md "Tenancy and sharing"): the client's tenant owns the RFP's
-- rows, the invited tenants read them; the bidder owns its bid's rows, the client's tenant reads.
SELECT app.secure_tenant_table('rfps', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_scopes', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_lines', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_invitations', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_addenda', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_answers', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('bids', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('bid_submissions', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('bid_lines', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_questions', shared => true);--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_addendum_acks', shared => true);--> statement-breakpoint
-- Sealed bids (docs/rfp.md "Sealed bids"): amounts are read by the bidder alone until the RFP is
-- opened, the provider (who otherwise sees every tenant) included. Only the system (migrations,
-- seeding, which run as the owner role) is not a request. The IN list of opened RFPs is
-- uncorrelated, so it is read once per statement, not once per line.
CREATE POLICY bid_lines_sealed ON bid_lines AS RESTRICTIVE FOR SELECT USING (
  current_user NOT IN ('procura_app', 'procura_request')
  OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))
  OR rfp_id IN (SELECT r.id FROM rfps r WHERE r.opened_at IS NOT NULL)
);--> statement-breakpoint
CREATE POLICY bid_submissions_sealed ON bid_submissions AS RESTRICTIVE FOR SELECT USING (
  current_user NOT IN ('procura_app', 'procura_request')
  OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))
  OR rfp_id IN (SELECT r.id FROM rfps r WHERE r.opened_at IS NOT NULL)
);--> statement-breakpoint
-- A vendor's question is the asker's and the buyer's: another invited vendor is a party of the
-- RFP, never of the question (its party list holds the client's tenant alone, set below).
-- A bid line's price for a year and for the term: packages/shared/src/bid-amounts.ts, in SQL.
-- round() on numeric rounds half away from zero, which for prices (never negative) is half up.
CREATE FUNCTION app.bid_annual_amount(price numeric, unit text, quantity numeric, term_months int) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE unit
    WHEN 'LUMP_SUM' THEN round(price * 12 / term_months, 2)
    ELSE round(price * coalesce(quantity, CASE unit WHEN 'PER_MONTH' THEN 12 WHEN 'PER_SEASON' THEN 1 WHEN 'PER_YEAR' THEN 1 END), 2)
  END
$$;--> statement-breakpoint
CREATE FUNCTION app.bid_term_amount(price numeric, unit text, quantity numeric, term_months int) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE unit
    WHEN 'LUMP_SUM' THEN round(price, 2)
    ELSE round(price * coalesce(quantity, CASE unit WHEN 'PER_MONTH' THEN 12 WHEN 'PER_SEASON' THEN 1 WHEN 'PER_YEAR' THEN 1 END) * term_months / 12, 2)
  END
$$;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.bid_annual_amount(numeric, text, numeric, int), app.bid_term_amount(numeric, text, numeric, int) TO procura_app;--> statement-breakpoint
-- The deadline, held by the database (docs/rfp.md "Deadlines"): a bid, its lines and its
-- submissions change only while the RFP is open and before its due time, by the clock at the
-- moment of writing (a transaction begun before the due time and writing after it is refused).
-- The same trigger keeps a bid's rows consistent whoever writes them: the bid belongs to the
-- invited tenant, its rows to the bid's tenant and RFP, and the party is the RFP's owner alone
-- (a bidder cannot share its amounts with anyone else). SECURITY DEFINER: it reads the RFP and
-- the invitation whatever the writer's scope; it changes nothing but NEW.
CREATE FUNCTION app.bid_rows_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_row record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  v_rfp record;
  v_owner uuid;
BEGIN
  SELECT r.tenant_id, r.status, r.bids_due_at, r.term_months INTO v_rfp FROM rfps r WHERE r.id = v_row.rfp_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such RFP' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF v_rfp.status <> 'PUBLISHED' OR v_rfp.bids_due_at IS NULL OR clock_timestamp() >= v_rfp.bids_due_at THEN
    RAISE EXCEPTION 'bids for this RFP are closed' USING ERRCODE = 'RF001', HINT = 'The RFP is not open for bids or its due time has passed.';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF TG_TABLE_NAME = 'bids' THEN
    SELECT i.vendor_tenant_id INTO v_owner FROM rfp_invitations i WHERE i.id = NEW.invitation_id AND i.rfp_id = NEW.rfp_id;
  ELSE
    SELECT b.tenant_id INTO v_owner FROM bids b WHERE b.id = NEW.bid_id AND b.rfp_id = NEW.rfp_id;
  END IF;
  IF v_owner IS DISTINCT FROM NEW.tenant_id THEN
    RAISE EXCEPTION 'a bid belongs to the invited tenant and its RFP' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_TABLE_NAME = 'bid_lines' THEN
    IF NOT EXISTS (SELECT 1 FROM rfp_lines l WHERE l.id = NEW.rfp_line_id AND l.rfp_id = NEW.rfp_id) THEN
      RAISE EXCEPTION 'the line is not one of the RFP''s' USING ERRCODE = 'check_violation';
    END IF;
    NEW.annual_amount := app.bid_annual_amount(NEW.price, NEW.unit, NEW.quantity_per_year, v_rfp.term_months);
    NEW.term_amount := app.bid_term_amount(NEW.price, NEW.unit, NEW.quantity_per_year, v_rfp.term_months);
  END IF;
  NEW.party_tenant_ids := ARRAY[v_rfp.tenant_id];
  RETURN NEW;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION app.bid_rows_guard() FROM PUBLIC;--> statement-breakpoint
CREATE TRIGGER bid_lines_guard BEFORE INSERT OR UPDATE OR DELETE ON bid_lines FOR EACH ROW EXECUTE FUNCTION app.bid_rows_guard();--> statement-breakpoint
CREATE TRIGGER bid_submissions_guard BEFORE INSERT OR UPDATE OR DELETE ON bid_submissions FOR EACH ROW EXECUTE FUNCTION app.bid_rows_guard();--> statement-breakpoint
CREATE TRIGGER bids_guard BEFORE INSERT OR UPDATE OR DELETE ON bids FOR EACH ROW EXECUTE FUNCTION app.bid_rows_guard();--> statement-breakpoint
-- Questions: the asker's tenant, to the RFP's owner alone, until the questions deadline (or the
-- due time when there is none).
CREATE FUNCTION app.rfp_question_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_rfp record;
BEGIN
  SELECT r.tenant_id, r.status, r.bids_due_at, r.questions_due_at INTO v_rfp FROM rfps r WHERE r.id = NEW.rfp_id;
  IF NOT FOUND OR v_rfp.status <> 'PUBLISHED' OR clock_timestamp() >= coalesce(v_rfp.questions_due_at, v_rfp.bids_due_at, '-infinity') THEN
    RAISE EXCEPTION 'questions for this RFP are closed' USING ERRCODE = 'RF002', HINT = 'The questions deadline has passed.';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bids b WHERE b.id = NEW.bid_id AND b.rfp_id = NEW.rfp_id AND b.tenant_id = NEW.tenant_id) THEN
    RAISE EXCEPTION 'a question belongs to the asker''s bid' USING ERRCODE = 'check_violation';
  END IF;
  NEW.party_tenant_ids := ARRAY[v_rfp.tenant_id];
  RETURN NEW;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION app.rfp_question_guard() FROM PUBLIC;--> statement-breakpoint
CREATE TRIGGER rfp_questions_guard BEFORE INSERT OR UPDATE ON rfp_questions FOR EACH ROW EXECUTE FUNCTION app.rfp_question_guard();
