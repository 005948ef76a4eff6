import { http } from '../../../providers/httpClient';

/** What "Try it" shows: the HTTP status, how long the call took and the envelope the api answered (or why none came). */
export type TryAnswer = { status: number; ms: number; envelope: unknown } | { error: string; ms: number };

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Sends a GET through the admin's http client, so it goes as the signed-in user (Authorization, Accept-Language,
 * the token renewed on A0230) exactly as the screens' own calls do; the envelope is shown as it came, error or not.
 */
export async function sendTry(url: string): Promise<TryAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await http.json(url);
    return { status: response.status, ms: elapsed(), envelope: parsed(response.body) };
  } catch (error) {
    const failure = error as { status?: unknown; body?: unknown; message?: unknown };
    if (typeof failure.status === 'number' && failure.status > 0) return { status: failure.status, ms: elapsed(), envelope: failure.body };
    return { error: String(failure.message ?? error), ms: elapsed() };
  }
}
