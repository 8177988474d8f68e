// A small, valid one-page PDF, written by hand: what the stand-in answers for a conversion
// (`put-file-attach-to-pdf`) and the seed's PDF attachments. Text is set in STSong-Light, one of
// the CJK fonts PDF readers provide without embedding (Adobe-GB1, UCS-2 encoded), so Chinese
// file names show as they are; the title also goes into the document's Info.

const PAGE = '/MediaBox [0 0 595 842]';
const LEFT = 64;
const TOP = 770;
const LINE = 26;

/** UTF-16BE hex of `text` (a PDF text string), characters beyond the BMP as '?'. */
function ucs2Hex(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 63;
      return (code > 0xffff ? 63 : code).toString(16).padStart(4, '0');
    })
    .join('')
    .toUpperCase();
}

/** The page's content stream: the title large, then one line each. */
function contentStream(title: string, lines: readonly string[]): string {
  const shown = [`BT /F1 20 Tf ${LEFT} ${TOP} Td <${ucs2Hex(title)}> Tj ET`];
  lines.forEach((line, index) => {
    shown.push(`BT /F1 12 Tf ${LEFT} ${TOP - 48 - index * LINE} Td <${ucs2Hex(line)}> Tj ET`);
  });
  return shown.join('\n');
}

/**
 * The bytes of a PDF showing `title` and `lines`. Only ASCII is written (text as hex strings), so
 * a character is a byte and the cross-reference offsets are string positions.
 */
export function pdfBytes(title: string, lines: readonly string[]): Uint8Array {
  const stream = contentStream(title, lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R ${PAGE} /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title <FEFF${ucs2Hex(title)}> /Producer (zhiyuan stand-in) >>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}
