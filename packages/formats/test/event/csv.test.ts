import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvText } from '../../src/index.ts';

/** A strict RFC 4180 reader, for checking the writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const row: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (text[i] === '"' && text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else if (text[i] === '"') {
            i++;
            break;
          } else {
            field += text[i];
            i++;
          }
        }
      } else {
        while (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i))
          field += text[i++];
      }
      row.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text.startsWith('\r\n', i)) i += 2;
      else throw new Error(`bad CSV at ${i}`);
      break;
    }
    rows.push(row);
  }
  return rows;
}

describe('CSV', () => {
  it('quotes commas, quotes and line breaks; doubles quotes; leaves plain text alone', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(-12)).toBe('-12');
    expect(csvField('-12')).toBe("'-12");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(
      csvText([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
  });

  it('reads back field for field (text not starting like a formula)', () => {
    const field = fc
      .string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', 'é', 'x') })
      .filter((s) => !/^[\r=+\-@\t]/.test(s));
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 6 }),
        (rows) => {
          expect(parseCsv(csvText(rows))).toEqual(rows);
        },
      ),
    );
  });
});
