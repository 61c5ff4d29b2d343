// Reads the description of an embedded ICC profile, enough to recognise sRGB. Converting an
// image from its embedded profile is the costliest step of storing a phone photo (it roughly
// doubles sharp's work); when the profile is sRGB already the conversion changes nothing, so we skip it.

function tagData(icc: Buffer, signature: string): Buffer | null {
  if (icc.length < 132) return null;
  const count = icc.readUInt32BE(128);
  for (let i = 0; i < count && 132 + i * 12 + 12 <= icc.length; i++) {
    const entry = 132 + i * 12;
    if (icc.toString('latin1', entry, entry + 4) !== signature) continue;
    const offset = icc.readUInt32BE(entry + 4);
    const size = icc.readUInt32BE(entry + 8);
    if (offset + size > icc.length) return null;
    return icc.subarray(offset, offset + size);
  }
  return null;
}

/** The profile's description ("sRGB IEC61966-2.1", "Display P3"…), or null if it cannot be read. */
export function iccDescription(icc: Buffer): string | null {
  const desc = tagData(icc, 'desc');
  if (!desc || desc.length < 12) return null;
  const type = desc.toString('latin1', 0, 4);
  if (type === 'desc') {
    // ICC v2 textDescriptionType: ASCII count, then the text.
    const length = desc.readUInt32BE(8);
    return desc.toString('latin1', 12, Math.min(desc.length, 12 + length)).replace(/\0+$/, '');
  }
  if (type === 'mluc' && desc.length >= 28) {
    // ICC v4 multiLocalizedUnicodeType: the first record's UTF-16BE text.
    const length = desc.readUInt32BE(20);
    const offset = desc.readUInt32BE(24);
    if (offset + length > desc.length) return null;
    const utf16be = desc.subarray(offset, offset + length);
    const swapped = Buffer.from(utf16be);
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return null;
}

export function isSrgbProfile(icc: Buffer): boolean {
  return /\bsRGB\b/i.test(iccDescription(icc) ?? '');
}
