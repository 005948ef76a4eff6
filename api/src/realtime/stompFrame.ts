/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html) as the origin's clients send them over
 * WebSocket: `COMMAND\nheader:value\n…\n\nbody\0`, header values escaped except in CONNECT and CONNECTED, a lone
 * end-of-line between frames being a heart-beat. Only text bodies: the gateway relays JSON.
 */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export class StompProtocolError extends Error {}

/** Commands whose headers are never escaped (STOMP 1.2 "Value Encoding"). */
const UNESCAPED = new Set(['CONNECT', 'CONNECTED', 'STOMP']);
const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;

const escapes: Record<string, string> = { '\\\\': '\\', '\\n': '\n', '\\r': '\r', '\\c': ':' };

function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/g, (sequence) => {
    const plain = escapes[sequence];
    if (plain === undefined) throw new StompProtocolError(`undefined escape sequence ${JSON.stringify(sequence)} in a header`);
    return plain;
  });
}

function escapeHeader(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/:/g, '\\c');
}

export function encodeFrame(frame: StompFrame): string {
  const escape = UNESCAPED.has(frame.command) ? (value: string) => value : escapeHeader;
  const headers = { ...frame.headers };
  if (frame.body !== '') headers['content-length'] = String(Buffer.byteLength(frame.body));
  const lines = Object.entries(headers).map(([name, value]) => `${escape(name)}:${escape(value)}`);
  return `${[frame.command, ...lines].join('\n')}\n\n${frame.body}\0`;
}

/** What one chunk of the stream held: whole frames, and whether anything (a heart-beat included) arrived. */
export type StompInput = { kind: 'frame'; frame: StompFrame } | { kind: 'heartbeat' };

/**
 * Reads frames from a stream of WebSocket messages: a message may carry several frames or part of one (a client
 * may split a large frame), so incomplete input waits for the next chunk, up to `maxFrameBytes`.
 */
export class StompFrameReader {
  private buffered: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes = 64 * 1024) {}

  push(chunk: Buffer): StompInput[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const inputs: StompInput[] = [];
    for (;;) {
      const start = this.skipHeartbeats(inputs);
      this.buffered = this.buffered.subarray(start);
      if (this.buffered.length === 0) return inputs;
      const parsed = this.parseOne();
      if (!parsed) {
        if (this.buffered.length > this.maxFrameBytes) throw new StompProtocolError(`frame larger than ${this.maxFrameBytes} bytes`);
        return inputs;
      }
      inputs.push({ kind: 'frame', frame: parsed.frame });
      this.buffered = this.buffered.subarray(parsed.length);
    }
  }

  private skipHeartbeats(inputs: StompInput[]): number {
    let index = 0;
    while (index < this.buffered.length && (this.buffered[index] === LF || this.buffered[index] === CR)) index++;
    if (index > 0) inputs.push({ kind: 'heartbeat' });
    return index;
  }

  /** One complete frame at the start of the buffer and its length in bytes, or undefined when more must arrive. */
  private parseOne(): { frame: StompFrame; length: number } | undefined {
    const headerEnd = this.buffered.indexOf('\n\n');
    const crlfHeaderEnd = this.buffered.indexOf('\r\n\r\n');
    const [end, separatorLength] = crlfHeaderEnd !== -1 && (headerEnd === -1 || crlfHeaderEnd < headerEnd) ? [crlfHeaderEnd, 4] : [headerEnd, 2];
    if (end === -1) return undefined;
    const [command = '', ...headerLines] = this.buffered.subarray(0, end).toString('utf8').split(/\r?\n/);
    const escaped = !UNESCAPED.has(command);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError(`malformed header line ${JSON.stringify(line)}`);
      const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      // a repeated header: only the first occurrence counts (STOMP 1.2 "Repeated Header Entries")
      if (!(name in headers)) headers[name] = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
    }
    const bodyStart = end + separatorLength;
    const declaredLength = headers['content-length'];
    let bodyEnd: number;
    if (declaredLength !== undefined) {
      if (!/^\d+$/.test(declaredLength)) throw new StompProtocolError('content-length is not a number');
      bodyEnd = bodyStart + Number(declaredLength);
      if (this.buffered.length <= bodyEnd) return undefined;
      if (this.buffered[bodyEnd] !== NUL) throw new StompProtocolError('frame body not followed by NUL');
    } else {
      bodyEnd = this.buffered.indexOf(NUL, bodyStart);
      if (bodyEnd === -1) return undefined;
    }
    return { frame: { command, headers, body: this.buffered.subarray(bodyStart, bodyEnd).toString('utf8') }, length: bodyEnd + 1 };
  }
}

/**
 * Heart-beat negotiation (STOMP 1.2 "Heart-beating"): the client's `cx,cy` against what the server offers; each side
 * sends every max(its own offer, the other's wish) unless either is 0 (none).
 */
export function negotiateHeartBeat(clientHeader: string | undefined, serverMs: number): { header: string; sendEveryMs: number; expectEveryMs: number } {
  const [clientSends = 0, clientWants = 0] = (clientHeader ?? '0,0').split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isInteger(value) || value < 0) throw new StompProtocolError('heart-beat must be two non-negative integers');
    return value;
  });
  return {
    header: `${serverMs},${serverMs}`,
    sendEveryMs: serverMs > 0 && clientWants > 0 ? Math.max(serverMs, clientWants) : 0,
    expectEveryMs: serverMs > 0 && clientSends > 0 ? Math.max(serverMs, clientSends) : 0,
  };
}
