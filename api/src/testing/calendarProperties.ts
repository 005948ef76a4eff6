/** A calendar's (.ics) text with its folded lines joined again (RFC 5545 §3.1). */
export const unfoldedIcs = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

/** The calendar's properties, lines unfolded, by name (parameters dropped): what tests of invitations read. */
export function propertiesOf(ics: string): Map<string, string[]> {
  const properties = new Map<string, string[]>();
  for (const line of unfoldedIcs(ics).split('\r\n').filter(Boolean)) {
    const [head, ...value] = line.split(':');
    const name = head!.split(';')[0]!;
    properties.set(name, [...(properties.get(name) ?? []), value.join(':')]);
  }
  return properties;
}
