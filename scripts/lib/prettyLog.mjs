// Turns pino's JSON lines into short readable ones; anything else passes through.
const levels = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const colours = { warn: '\x1b[33m', error: '\x1b[31m', fatal: '\x1b[31m', debug: '\x1b[90m', trace: '\x1b[90m' };
const hidden = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'v']);

export function prettyLine(line, useColour) {
  if (!line.startsWith('{')) return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  const level = levels[record.level] ?? String(record.level ?? '');
  const time = record.time ? new Date(record.time).toISOString().slice(11, 19) : '';
  const details = Object.entries(record)
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join(' ');
  const text = `${time} ${level.padEnd(5)} ${record.msg ?? ''}${details ? `  ${details}` : ''}`;
  return useColour && colours[level] ? `${colours[level]}${text}\x1b[0m` : text;
}
