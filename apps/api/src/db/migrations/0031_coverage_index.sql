-- Coverage reads contract lines by property × service (the grid's page cells, the map's states):
-- the index led with tenant_id, which those reads never name, so each cell's lookup could not use
-- it (docs/contracts.md "Performance").
DROP INDEX "property_contract_services_coverage_idx";--> statement-breakpoint
CREATE INDEX "property_contract_services_coverage_idx" ON "property_contract_services" USING btree ("property_id","service_id");
