import type { TContractExtraction, TContractField } from '@procura/shared';
import { ZContractExtractionSchema } from '@procura/shared';
import { describe, expect, it } from 'vitest';
import { datesIn } from './contract-dates.js';
import { extractRules } from './contract-rules.js';

/*
 * The rules extractor on contracts written the ways US service contracts are: defined-term
 * parties, every date style, terms in words and digits, renewal and notice clauses. Each
 * value's source must be the text that justifies it, on the right page.
 */

const LANDSCAPE = `LANDSCAPE MAINTENANCE AGREEMENT

This Landscape Maintenance Agreement (this "Agreement") is made and entered into as of the 1st day of March, 2025 (the "Effective Date"), by and between Riverside Property Management, LLC, a Texas limited liability company with its principal office at 500 Commerce Street, Dallas, TX 75202 ("Owner"), and Green Leaf Landscaping, Inc., a Texas corporation ("Contractor").

RECITALS
WHEREAS, Owner manages the property commonly known as Oak Plaza, located at 1200 Elm Avenue, Plano, TX 75074 (the "Premises"); and
WHEREAS, Contractor provides landscaping and snow removal services.`;

const LANDSCAPE_TERMS = `1. Term. The initial term of this Agreement shall be for a term of one (1) year commencing on April 1, 2025 and ending on March 31, 2026. This Agreement shall automatically renew for successive one (1) year terms unless either party provides ninety (90) days' prior written notice of non-renewal before the end of the then-current term.
2. Compensation. Owner shall pay Contractor the sum of Forty-Eight Thousand Dollars ($48,000.00) per year, payable in monthly installments of $4,000.00 per month. Payment is due within thirty (30) days of receipt of an invoice.
3. Termination. Either party may terminate this Agreement for convenience upon thirty (30) days' written notice to the other party.
4. Insurance. Contractor shall maintain general liability insurance of $1,000,000 per occurrence.
5. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of Texas.`;

const SNOW = `SNOW AND ICE MANAGEMENT SERVICES CONTRACT
This Contract is dated 10/15/2024 and is between Harbor Point Condominium Association (hereinafter referred to as the "Client") and Apex Snow Services LLC, whose address is 77 Industrial Way, Erie, PA 16501 (hereinafter referred to as the "Vendor").
Services. Vendor shall provide snow plowing and de-icing at 4400 Lakeshore Drive, Erie, PA 16505.
Term. The term of this Contract shall be thirty-six (36) months, beginning November 1, 2024 through October 31, 2027. This Contract shall not automatically renew; it may be renewed only by mutual written agreement of the parties.
Price. Client shall pay a monthly fee of $2,500 for the services. Invoices are payable Net 45.
This Contract shall be interpreted under the laws of the Commonwealth of Pennsylvania, which shall govern it.`;

const MSA = `MASTER SERVICES AGREEMENT
THIS MASTER SERVICES AGREEMENT (this “Agreement”) is entered into effective as of January 15, 2024 (the “Effective Date”) by and between ACME PROPERTIES, INC., a Delaware corporation (“Company”), and SPARKLE CLEANING SERVICES, LLC, a Texas limited liability company (“Contractor”).
1. TERM. The term of this Agreement shall be for a period of three (3) years beginning February 1, 2024 and ending January 31, 2027. This Agreement shall be automatically renewed for additional one-year periods unless either party notifies the other in writing at least sixty (60) days before the expiration of the then current term.
2. COMPENSATION. Company shall pay Contractor a monthly fee of $1,250.00 for janitorial services. Payment shall be made within forty-five (45) days after receipt of a proper invoice.
3. TERMINATION. Either party may terminate this Agreement at any time, for any reason, upon ninety (90) days prior written notice.
4. GOVERNING LAW. Delaware law governs this Agreement.`;

const MUNICIPAL = `CONTRACT FOR GROUNDS MAINTENANCE
This Contract is made and entered into this 3rd day of June, 2024, by and between the City of Springfield, Illinois, a municipal corporation (hereinafter "City"), and Midwest Lawn Care, Inc. (hereinafter "Contractor").
The Contract Sum is Fifty Thousand and 00/100 Dollars ($50,000.00). The City shall pay within 30 days of invoice.
The term of this Contract shall commence on July 1, 2024 and terminate on June 30, 2025. This Contract may be renewed for up to two additional one-year terms upon mutual written agreement of the parties.
This Contract shall be governed by and construed in accordance with the laws of the State of Illinois.
Contractor shall perform mowing and landscaping at Lincoln Park, 1200 North Grand Avenue East, Springfield, IL 62702.`;

const pages = (...texts: string[]) => texts.map((text, i) => ({ number: i + 1, text, ocr: false }));
const valueOf = (r: TContractExtraction, f: TContractField) => r.fields[f].value;
/** The text a field's source points at. */
const sourceText = (r: TContractExtraction, f: TContractField) => {
  const s = r.fields[f].source;
  return s ? r.pages[s.page - 1].text.slice(s.start, s.end) : null;
};

describe('extractRules', () => {
  it('reads a defined-term service agreement over two pages, each value from the words that say it', () => {
    const r = extractRules(pages(LANDSCAPE, LANDSCAPE_TERMS));
    expect(ZContractExtractionSchema.parse(r)).toEqual(r);
    expect(r.extractors).toEqual(['rules']);
    expect(Object.fromEntries(Object.entries(r.fields).map(([f, v]) => [f, v.value]))).toEqual({
      clientName: 'Riverside Property Management, LLC',
      vendorName: 'Green Leaf Landscaping, Inc.',
      agreementDate: '2025-03-01',
      effectiveDate: '2025-03-01',
      startDate: '2025-04-01',
      endDate: '2026-03-31',
      termMonths: 12,
      autoRenews: true,
      renewalTermMonths: 12,
      noticeDays: 90,
      terminationForConvenience: "30 days' notice",
      governingLaw: 'Texas',
      totalValue: 48000,
      annualValue: 48000,
      paymentTerms: 'Net 30',
      services: ['Landscaping', 'Snow Removal'],
      properties: ['1200 Elm Avenue, Plano, TX 75074'],
    });
    expect(sourceText(r, 'clientName')).toBe('Riverside Property Management, LLC');
    expect(sourceText(r, 'agreementDate')).toBe('1st day of March, 2025');
    expect(r.fields.noticeDays.source?.page).toBe(2);
    expect(sourceText(r, 'noticeDays')).toBe("ninety (90) days'");
    expect(sourceText(r, 'autoRenews')).toBe('automatically renew');
    expect(sourceText(r, 'governingLaw')).toBe('laws of the State of Texas');
    expect(sourceText(r, 'paymentTerms')).toBe('within thirty (30) days of receipt of an invoice');
    expect(r.fields.clientName.extractor).toBe('rules');
  });

  it('reads "hereinafter" parties, numeric dates, a term in months and a contract that does not renew', () => {
    const r = extractRules(pages(SNOW), { services: ['Snow plowing', 'De-icing & salting', 'De-icing', 'Lawn mowing'] });
    expect(valueOf(r, 'clientName')).toBe('Harbor Point Condominium Association');
    expect(valueOf(r, 'vendorName')).toBe('Apex Snow Services LLC');
    expect(valueOf(r, 'agreementDate')).toBe('2024-10-15');
    expect(valueOf(r, 'startDate')).toBe('2024-11-01');
    expect(valueOf(r, 'endDate')).toBe('2027-10-31');
    expect(valueOf(r, 'termMonths')).toBe(36);
    expect(valueOf(r, 'autoRenews')).toBe(false);
    expect(sourceText(r, 'autoRenews')).toMatch(/not automatically renew/);
    expect(valueOf(r, 'noticeDays')).toBeNull();
    expect(valueOf(r, 'annualValue')).toBe(30000);
    expect(valueOf(r, 'totalValue')).toBe(90000);
    expect(valueOf(r, 'paymentTerms')).toBe('Net 45');
    expect(valueOf(r, 'governingLaw')).toBe('Pennsylvania');
    expect(valueOf(r, 'services')).toEqual(['Snow plowing', 'De-icing']);
    // The vendor's own address is not a property served.
    expect(valueOf(r, 'properties')).toEqual(['4400 Lakeshore Drive, Erie, PA 16505']);
    expect(valueOf(r, 'terminationForConvenience')).toBe(false);
    expect(r.fields.terminationForConvenience.source).toBeNull();
  });

  it('reads the phrasing of a master services agreement and of a municipal contract', () => {
    const msa = extractRules(pages(MSA));
    expect(valueOf(msa, 'clientName')).toBe('ACME PROPERTIES, INC.');
    expect(valueOf(msa, 'vendorName')).toBe('SPARKLE CLEANING SERVICES, LLC');
    expect(msa.fields.agreementDate).toMatchObject({ value: '2024-01-15', confidence: 0.9 });
    expect([valueOf(msa, 'startDate'), valueOf(msa, 'endDate'), valueOf(msa, 'termMonths')]).toEqual(['2024-02-01', '2027-01-31', 36]);
    expect([valueOf(msa, 'autoRenews'), valueOf(msa, 'renewalTermMonths'), valueOf(msa, 'noticeDays')]).toEqual([true, 12, 60]);
    expect(valueOf(msa, 'terminationForConvenience')).toBe("90 days' notice");
    expect([valueOf(msa, 'governingLaw'), valueOf(msa, 'annualValue'), valueOf(msa, 'totalValue')]).toEqual(['Delaware', 15000, 45000]);
    expect(valueOf(msa, 'paymentTerms')).toBe('Net 45');

    const city = extractRules(pages(MUNICIPAL));
    expect(valueOf(city, 'clientName')).toBe('City of Springfield, Illinois');
    expect(valueOf(city, 'vendorName')).toBe('Midwest Lawn Care, Inc.');
    expect(valueOf(city, 'agreementDate')).toBe('2024-06-03');
    expect(city.fields.autoRenews).toMatchObject({ value: false, confidence: 0.85 });
    expect(sourceText(city, 'autoRenews')).toMatch(/^may be renewed for up to two additional one-year terms upon mutual/);
    expect(valueOf(city, 'totalValue')).toBe(50000);
    expect(valueOf(city, 'properties')).toEqual(['1200 North Grand Avenue East, Springfield, IL 62702']);
  });

  it('renews for like terms as long as the initial term, and reads a "Dated:" line', () => {
    const r = extractRules(
      pages(
        'Dated: 2/1/2025\nOwner: Lakeside Towers LLC\nContractor: Rapid Plow Inc.\nThe initial term is twenty-four (24) months. Thereafter this Agreement shall renew automatically for like terms unless either party gives notice of non-renewal at least forty-five (45) days before the anniversary date.',
      ),
    );
    expect([valueOf(r, 'clientName'), valueOf(r, 'vendorName'), valueOf(r, 'agreementDate')]).toEqual(['Lakeside Towers LLC', 'Rapid Plow Inc.', '2025-02-01']);
    expect([valueOf(r, 'termMonths'), valueOf(r, 'autoRenews'), valueOf(r, 'renewalTermMonths'), valueOf(r, 'noticeDays')]).toEqual([24, true, 24, 45]);
    expect(sourceText(r, 'renewalTermMonths')).toBe('like terms');
  });

  it('reads a defined term that a line break splits', () => {
    const r = extractRules(
      pages(
        'by and between Crescent Retail Holdings, LLC, an Ohio company (hereinafter referred to as the "Property\nOwner"), and TrueNorth Facility Services, Inc. ("Service Provider").',
      ),
    );
    expect([valueOf(r, 'clientName'), valueOf(r, 'vendorName')]).toEqual(['Crescent Retail Holdings, LLC', 'TrueNorth Facility Services, Inc.']);
  });

  it('does not take the notice address of a "Property Owner" for a property served', () => {
    const r = extractRules(pages('9. Notices. Notices shall be sent to Property Owner at 8865 Sunset Parkway, Dallas, TX 75201.'));
    expect(valueOf(r, 'properties')).toBeNull();
  });

  it('does not take a vendor named Evergreen for an evergreen clause', () => {
    const r = extractRules(
      pages('Client: Cedar Hills School District\nVendor: Evergreen Grounds Management Corp.\nThis Agreement shall not automatically renew.'),
    );
    expect(r.fields.autoRenews).toMatchObject({ value: false, confidence: 0.85 });
  });

  it('reads dates every way US contracts write them', () => {
    const text = 'on March 1, 2025; Mar. 1st, 2025; 1 March 2025; the 1st day of March, 2025; this first day of March 2025; 03/01/2025; 3-1-25; 2025-03-01';
    const found = datesIn(text);
    expect(found.map((d) => d.iso)).toEqual(Array(8).fill('2025-03-01'));
    expect(found.map((d) => text.slice(d.start, d.end))).toEqual([
      'March 1, 2025',
      'Mar. 1st, 2025',
      '1 March 2025',
      '1st day of March, 2025',
      'first day of March 2025',
      '03/01/2025',
      '3-1-25',
      '2025-03-01',
    ]);
    expect(datesIn('February 30, 2025 and 13/45/2025')).toEqual([]);
  });

  it('finds nothing in an empty document and says so', () => {
    const r = extractRules(pages(''));
    expect(r.fields.clientName).toEqual({ value: null, confidence: 0, source: null, extractor: 'rules' });
    expect(r.warnings).toEqual(['The document has no text to read.']);
  });
});
