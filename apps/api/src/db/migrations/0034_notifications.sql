CREATE TABLE "notification_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"audience_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audience_provider" boolean DEFAULT false NOT NULL,
	"audience_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actor_user_id" uuid,
	"mailed" boolean DEFAULT true NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_email_check" CHECK ("notification_preferences"."email" in ('immediate', 'digest', 'off'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_mode" text NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_email_mode_check" CHECK ("notifications"."email_mode" in ('immediate', 'digest', 'off'))
);
--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_events_pending_idx" ON "notification_events" USING btree ("created_at") WHERE "notification_events"."fanned_out_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_events_dedupe_idx" ON "notification_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_idx" ON "notifications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("email_mode","created_at") WHERE "notifications"."emailed_at" is null;--> statement-breakpoint
-- The outbox is written with the change, in the publisher's scope; only the fan-out job (the system handle) reads it.
SELECT app.secure_tenant_table('notification_events');--> statement-breakpoint
-- A person's notifications and settings are theirs alone, whichever workspace is active; the fan-out job writes them.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, UPDATE ON notifications TO procura_app;--> statement-breakpoint
CREATE POLICY notifications_own ON notifications USING (user_id = (SELECT app.user_id())) WITH CHECK (user_id = (SELECT app.user_id()));--> statement-breakpoint
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE notification_preferences FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_preferences TO procura_app;--> statement-breakpoint
CREATE POLICY notification_preferences_own ON notification_preferences USING (user_id = (SELECT app.user_id())) WITH CHECK (user_id = (SELECT app.user_id()));
