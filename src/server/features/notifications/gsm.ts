// GSM 03.38: the 7-bit SMS alphabet. A text wholly in it fits 160 characters in one segment
// (153 each when split); one character outside it sends the whole SMS as UCS-2, 70 per segment.

const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two septets. */
const extension = '^{}\\[~]|€\f';

/** Septets the text takes in GSM-7, or null when it needs UCS-2. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (basic.includes(char)) length += 1;
    else if (extension.includes(char)) length += 2;
    else return null;
  }
  return length;
}

/** How many SMS segments the text is sent as. */
export function smsSegments(text: string): number {
  const gsm = gsm7Length(text);
  if (gsm !== null) return gsm <= 160 ? 1 : Math.ceil(gsm / 153);
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
