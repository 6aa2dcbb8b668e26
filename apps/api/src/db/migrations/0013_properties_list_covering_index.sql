-- The properties list counts every row it may show (issue #8). Under row security each row is
-- checked against its tenant_id and party_tenant_ids, so with an index of (name, id) alone the
-- count read every row from the heap while the same count without row security read the index
-- only. With both columns carried in the index the checked count is an index-only scan too.
-- Same name and key: drizzle cannot express INCLUDE, and the schema's (name, id) index is this one.
DROP INDEX IF EXISTS "properties_name_idx";--> statement-breakpoint
CREATE INDEX "properties_name_idx" ON "properties" USING btree ("name","id") INCLUDE ("tenant_id","party_tenant_ids");
