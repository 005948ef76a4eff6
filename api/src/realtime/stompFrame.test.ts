import { describe, expect, it } from 'vitest';
import { encodeFrame, negotiateHeartBeat, StompFrameReader, StompProtocolError } from './stompFrame';

const read = (...chunks: string[]) => {
  const reader = new StompFrameReader(64);
  return chunks.flatMap((chunk) => reader.push(Buffer.from(chunk)));
};

describe('STOMP 1.2 frames', () => {
  it('reads a CONNECT as stomp.js sends it, its header values unescaped', () => {
    expect(read('CONNECT\naccept-version:1.2,1.1,1.0\nheart-beat:30000,30000\nAuthorization:Bearer a:b\n\n\0')).toEqual([
      { kind: 'frame', frame: { command: 'CONNECT', headers: { 'accept-version': '1.2,1.1,1.0', 'heart-beat': '30000,30000', Authorization: 'Bearer a:b' }, body: '' } },
    ]);
  });

  it('reads several frames of one message, heart-beats between them, and a frame split across messages', () => {
    const inputs = read('\nSUBSCRIBE\nid:sub-0\ndestination:/topic/notice\n\n\0\r\nUNSUB', 'SCRIBE\nid:sub-0\n\n\0');
    expect(inputs.map((input) => (input.kind === 'frame' ? `${input.frame.command} ${input.frame.headers.id}` : 'beat'))).toEqual([
      'beat',
      'SUBSCRIBE sub-0',
      'beat',
      'UNSUBSCRIBE sub-0',
    ]);
  });

  it('unescapes headers outside CONNECT, keeps the first of a repeated header, and reads a body by content-length', () => {
    const [input] = read('SEND\ndestination:/a\\cb\\\\c\\nd\ndestination:/ignored\ncontent-length:5\n\na\0bcd\0');
    expect(input).toEqual({ kind: 'frame', frame: { command: 'SEND', headers: { destination: '/a:b\\c\nd', 'content-length': '5' }, body: 'a\0bcd' } });
  });

  it('refuses an undefined escape, a header without a colon and a frame above the size limit', () => {
    expect(() => read('SEND\ndestination:\\t\n\n\0')).toThrow(StompProtocolError);
    expect(() => read('SEND\nnocolon\n\n\0')).toThrow(StompProtocolError);
    expect(() => read(`SEND\n\n${'x'.repeat(100)}`)).toThrow(/larger than 64 bytes/);
  });

  it('writes a MESSAGE that reads back the same, its byte length in content-length', () => {
    const frame = { command: 'MESSAGE', headers: { destination: '/topic/notice', subscription: 'sub:0' }, body: '{"title":"通知"}' };
    const encoded = encodeFrame(frame);
    expect(encoded).toContain('subscription:sub\\c0\n');
    expect(encoded).toContain(`content-length:${Buffer.byteLength(frame.body)}\n`);
    expect(read(encoded)).toEqual([{ kind: 'frame', frame: { ...frame, headers: { ...frame.headers, 'content-length': String(Buffer.byteLength(frame.body)) } } }]);
  });

  it('negotiates heart-beats: each way the larger of offer and wish, none when either side says 0', () => {
    expect(negotiateHeartBeat('10000,30000', 30000)).toEqual({ header: '30000,30000', sendEveryMs: 30000, expectEveryMs: 30000 });
    expect(negotiateHeartBeat('60000,45000', 30000)).toEqual({ header: '30000,30000', sendEveryMs: 45000, expectEveryMs: 60000 });
    expect(negotiateHeartBeat('0,30000', 30000)).toMatchObject({ sendEveryMs: 30000, expectEveryMs: 0 });
    expect(negotiateHeartBeat(undefined, 30000)).toMatchObject({ sendEveryMs: 0, expectEveryMs: 0 });
    expect(() => negotiateHeartBeat('fast,slow', 30000)).toThrow(StompProtocolError);
  });
});
