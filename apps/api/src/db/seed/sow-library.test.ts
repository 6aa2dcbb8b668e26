import { describe, expect, it } from 'vitest';
import { renderSowHtml, SOW_SECTION_HEADINGS, sowDocText, sowSections, ZSowDocSchema } from '@procura/shared';
import { SERVICE_CATALOG } from './services-catalog.js';
import { SOW_BASE_TEXTS, sowBaseDocument } from './sow-library.js';

/* The seeded library texts: one per catalogue service, in the structure the assistant drafts in. */

describe('SOW library base texts', () => {
  const catalogue = SERVICE_CATALOG.flatMap((c) => c.services.map(([name]) => name));

  it('cover every catalogue service exactly once, and nothing else', () => {
    expect(SOW_BASE_TEXTS.map((t) => t.service).sort()).toEqual([...catalogue].sort());
    expect(new Set(SOW_BASE_TEXTS.map((t) => t.title)).size).toBe(SOW_BASE_TEXTS.length);
  });

  it.each(SOW_BASE_TEXTS.map((t) => [t.service, t] as const))('%s: a valid document with exactly the library headings, none empty', (_name, text) => {
    const doc = sowBaseDocument(text);
    expect(ZSowDocSchema.safeParse(doc).success).toBe(true);
    const sections = sowSections(doc);
    expect(sections.map((s) => s.heading)).toEqual([...SOW_SECTION_HEADINGS]);
    for (const section of sections) expect(section.text.trim().length, section.heading).toBeGreaterThan(20);
    // A one-line section is not a scope a vendor can price against (the season may be one paragraph).
    for (const section of sections.filter((x) => x.heading !== 'Season and service window'))
      expect(section.text.split('\n').length, section.heading).toBeGreaterThan(1);
    const safety = sections.find((s) => s.heading === 'Safety and insurance requirements')?.text ?? '';
    expect(safety).toMatch(/general liability of at least \$[\d,]+ each occurrence/);
    expect(safety).toContain("Workers' compensation at statutory limits");
    expect(renderSowHtml(doc)).not.toMatch(/<(script|img|iframe)/);
    expect(sowDocText(doc)).not.toContain('undefined');
  });

  it('state measurable standards and the trade’s certifications', () => {
    const textOf = (service: string) => sowDocText(sowBaseDocument(SOW_BASE_TEXTS.find((t) => t.service === service) ?? SOW_BASE_TEXTS[0]));
    expect(textOf('Snow plowing')).toContain('Plowing begins at 2 inches of accumulation');
    expect(textOf('Sprinkler testing')).toContain('NFPA 25');
    expect(textOf('Fire-safety inspection')).toContain('NFPA 72');
    expect(textOf('Elevator maintenance')).toMatch(/elevator mechanic license/);
    expect(textOf('General pest control')).toMatch(/EPA/);
    expect(textOf('HVAC preventive maintenance')).toContain('EPA Section 608');
  });
});
