import { describe, expect, it } from 'vitest';
import { createVisitReporter } from './visitReporter';

describe('visit reporter', () => {
  function harness() {
    const sent: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
    const store = new Map<string, string>();
    const report = createVisitReporter('portal', {
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
        return new Response(null);
      }) as typeof fetch,
      storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
      randomId: () => 'visitor-1',
      authorization: () => 'Bearer abc',
    });
    return { sent, report };
  }

  it('reports each new path once, without its query, with a stable visitor id and the token', () => {
    const { sent, report } = harness();
    report('/jobs?keyword=nurse');
    report('/jobs?keyword=driver');
    report('/companies#top');
    expect(sent.map((entry) => entry.body)).toEqual([
      { path: '/jobs', app: 'portal', visitorId: 'visitor-1' },
      { path: '/companies', app: 'portal', visitorId: 'visitor-1' },
    ]);
    expect(sent[0]!.url).toBe('/api/v1/visits');
    expect(sent[0]!.headers.Authorization).toBe('Bearer abc');
  });
});
