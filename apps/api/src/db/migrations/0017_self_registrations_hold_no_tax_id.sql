-- A self-registration not approved holds no tax id (issue 16 finding 5, docs/security.md): anyone
-- may register as any company, so only an approved one, or a vendor the provider or a client added,
-- keeps the tax id from others. The provider decides at approval.
DROP INDEX "vendors_tax_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_tax_id_idx" ON "vendors" USING btree ("tax_id") WHERE "vendors"."tax_id" is not null and "vendors"."vendor_type" = 'VENDOR' and not ("vendors"."onboarding_source" = 'SELF' and "vendors"."approval_status" <> 'APPROVED');