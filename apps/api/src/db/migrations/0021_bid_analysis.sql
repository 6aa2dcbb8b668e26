CREATE TABLE "bid_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rfp_id" uuid NOT NULL,
	"bid_id" uuid NOT NULL,
	"rfp_line_id" uuid,
	"kind" text NOT NULL,
	"annual_amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "bid_adjustments_kind_check" CHECK ("bid_adjustments"."kind" in ('PLUG', 'CORRECTION')),
	CONSTRAINT "bid_adjustments_amount_check" CHECK ("bid_adjustments"."annual_amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "rfp_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"rfp_line_id" uuid NOT NULL,
	"bid_id" uuid NOT NULL,
	"bid_line_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_tenant_id" uuid NOT NULL,
	"annual_amount" numeric(14, 2) NOT NULL,
	"term_amount" numeric(14, 2) NOT NULL,
	"leveled_annual_amount" numeric(14, 2) NOT NULL,
	"scenario" text NOT NULL,
	"note" text,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"awarded_by" uuid,
	CONSTRAINT "rfp_awards_scenario_check" CHECK ("rfp_awards"."scenario" in ('LOWEST_PER_LINE', 'SINGLE_VENDOR', 'PER_PROPERTY', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "bid_adjustments" ADD CONSTRAINT "bid_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_adjustments" ADD CONSTRAINT "bid_adjustments_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_adjustments" ADD CONSTRAINT "bid_adjustments_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_adjustments" ADD CONSTRAINT "bid_adjustments_rfp_line_id_rfp_lines_id_fk" FOREIGN KEY ("rfp_line_id") REFERENCES "public"."rfp_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_adjustments" ADD CONSTRAINT "bid_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_rfp_line_id_rfp_lines_id_fk" FOREIGN KEY ("rfp_line_id") REFERENCES "public"."rfp_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_bid_line_id_bid_lines_id_fk" FOREIGN KEY ("bid_line_id") REFERENCES "public"."bid_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_awards" ADD CONSTRAINT "rfp_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_adjustments_rfp_idx" ON "bid_adjustments" USING btree ("rfp_id","bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_awards_line_idx" ON "rfp_awards" USING btree ("rfp_line_id");--> statement-breakpoint
CREATE INDEX "rfp_awards_rfp_idx" ON "rfp_awards" USING btree ("rfp_id");--> statement-breakpoint
CREATE INDEX "rfp_awards_parties_idx" ON "rfp_awards" USING gin ("party_tenant_ids");--> statement-breakpoint
-- Row security (docs/architecture.md "Tenancy and sharing"): adjustments are the RFP owner's
-- alone (vendors never see the buyer's leveling); an award is read by the awarded tenant too.
SELECT app.secure_tenant_table('bid_adjustments');--> statement-breakpoint
SELECT app.secure_tenant_table('rfp_awards', shared => true);
--> statement-breakpoint
-- The name of the vendor an invitation went to, for the buyer who sent it: the client's people
-- do not read vendors they have not onboarded, yet they compare and award the bids by name.
-- SECURITY DEFINER reads the vendor; the invitation must be in the caller's scope.
CREATE FUNCTION app.invited_vendor_name(p_invitation uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT v.name FROM rfp_invitations i JOIN vendors v ON v.id = i.vendor_id
  WHERE i.id = p_invitation
    AND ((SELECT app.all_tenants()) OR i.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION app.invited_vendor_name(uuid) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.invited_vendor_name(uuid) TO procura_app;
