// Files as a user picks them for a picture control: what their bytes are is what the console
// checks (picture-format.ts), so a picture here starts with its format's real signature.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `bytes` bytes that starts as a PNG does, named and typed as the picker would. */
export function pngFile(name: string, bytes = 2048): File {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], name, { type: 'image/png' });
}

/** Text under a picture's name: the browser types it image/png from the name alone. */
export const textNamedPng = (name = 'a.png'): File =>
  new File(['just some text, not a picture\n'], name, { type: 'image/png' });
