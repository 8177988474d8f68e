import { describe, expect, it } from 'vitest';
import { domainOf, domains, loadDomain } from '../../src/resources/registry';

// The eager route table (domain paths) and the lazy declarations must agree: every declared route
// is served by its own domain, and by no other, else a page would 404 or load the wrong chunk.
describe('the registry domains', () => {
  it('cover every declared route with the domain that declares it', async () => {
    for (const domain of domains) {
      const defs = await loadDomain(domain);
      for (const def of defs) expect([def.route, domainOf(def.route)?.key]).toEqual([def.route, domain.key]);
    }
  });

  it('match an exact path before a /* pattern, with or without a trailing slash', () => {
    expect(domainOf('/tool/datasource')?.key).toBe('system');
    expect(domainOf('/tool/model')?.key).toBe('develop');
    expect(domainOf('/oto/expert/')?.key).toBe('oto');
    expect(domainOf('/nowhere')).toBeUndefined();
  });
});
