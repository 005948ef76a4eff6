/**
 * Which MQTT topics a signed-in browser may see (ARCHITECTURE §2.5): its own `u/<userId>/…` and the broadcasts
 * `b/…`. Decided on topic levels, not prefixes, so `u/12/#` never lets user 1 in and `u/+/#` is nobody's.
 */
export function maySubscribe(filter: string, userId: string): boolean {
  const levels = filter.split('/');
  // a literal first level confines every wildcard after it to that namespace
  if (levels[0] === 'b') return levels.length >= 2;
  return levels[0] === 'u' && levels[1] === userId && levels.length >= 3;
}

/** The same rule for a concrete topic about to be delivered (defence in depth behind the subscription check). */
export function mayReceive(topic: string, userId: string): boolean {
  return !topic.includes('+') && !topic.includes('#') && maySubscribe(topic, userId);
}
