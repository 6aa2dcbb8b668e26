import type { TContractExtraction } from '@procura/shared';
import { readContractDocument } from './contract-read.js';
import { extractRules, type TRulesOptions } from './contract-rules.js';

/*
 * The capped child's entry point for an uploaded contract (platform/isolated.ts): the file is
 * read and the rules extractor run where a hostile file can only kill that process. The model
 * extractor, which needs the database for its budget, runs after it in the job's own process
 * (contract-merge.ts extractContract on the pages this answers).
 */
export async function readAndExtractRules(bytes: Uint8Array, fileName: string, options: TRulesOptions = {}): Promise<TContractExtraction> {
  const read = await readContractDocument(bytes, fileName);
  const extraction = extractRules(read.pages, options);
  return { ...extraction, warnings: [...read.warnings, ...extraction.warnings] };
}
