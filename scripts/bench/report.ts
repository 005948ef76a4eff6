/** One measured figure. `target` is null, a number (a floor) or free text such as ">= 0.6x raw insert". */
export interface Figure {
  bench: string;
  metric: string;
  value: number | string;
  unit: string;
  target: number | string | null;
}

/** Rounds to `digits` decimals, so the JSON lines stay short and comparable. */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function readable(value: number | string): string {
  return typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : value;
}

export interface Decoration {
  /** Whether the target was met; shown, never fatal. */
  met?: boolean;
  /** Extra context for people, e.g. the individual rounds. */
  note?: string;
}

/**
 * Prints the figure twice: a line for people and one JSON line for tools comparing runs
 * (`npm run bench | grep '^{'`). Missing a target never fails a run.
 */
export function report(figure: Figure, { met, note }: Decoration = {}): void {
  const verdict = met === undefined ? '' : met ? ': met' : ': MISSED';
  const target = figure.target === null ? '' : `  (target ${readable(figure.target)}${verdict})`;
  const unit = figure.unit ? ` ${figure.unit}` : '';
  console.log(`${figure.bench} ${figure.metric}: ${readable(figure.value)}${unit}${target}${note ? `  [${note}]` : ''}`);
  // fixed key order, so lines diff cleanly between runs
  const { bench, metric, value } = figure;
  console.log(JSON.stringify({ bench, metric, value, unit: figure.unit, target: figure.target }));
}
