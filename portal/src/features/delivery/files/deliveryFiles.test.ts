import { describe, expect, it } from 'vitest';
import { pngFile, renamedProgram } from '../testing/deliveryFixtures';
import { acceptDeliveryFiles, DELIVERY_FILE_MAX_BYTES, deliveryFileProblemOf } from './deliveryFiles';

describe('invoice and proof files checked before upload', () => {
  it('takes a jpg, png or pdf of at most 10 MB', async () => {
    expect(await deliveryFileProblemOf(pngFile('a.png', DELIVERY_FILE_MAX_BYTES), 0)).toBeUndefined();
    expect(await deliveryFileProblemOf(new File([new TextEncoder().encode('%PDF-1.7')], 'a.pdf'), 1)).toBeUndefined();
  });

  it('refuses a file by its bytes whatever its name says, and one over 10 MB, in the spec’s words', async () => {
    expect(await deliveryFileProblemOf(renamedProgram(), 0)).toBe('delivery.files.onlyJpgPngPdf');
    expect(await deliveryFileProblemOf(pngFile('big.png', DELIVERY_FILE_MAX_BYTES + 1), 0)).toBe('delivery.files.tooLarge');
  });

  it('keeps at most two files, saying why the others were left out', async () => {
    const { files, problem } = await acceptDeliveryFiles(1, [pngFile('one.png'), pngFile('two.png')]);
    expect(files.map((file) => file.name)).toEqual(['one.png']);
    expect(problem).toBe('portal.delivery.invoice.atMostTwo');
  });
});
