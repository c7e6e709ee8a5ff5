// The rules a chosen file must pass before anything is sent, given as FileDrop's props.

/** Extensions a MIME type stands for, for a file the browser reports without a type. */
function extensionsOf(mimeType: string): string[] {
  const subtype = mimeType.split('/')[1]?.toLowerCase() ?? '';
  if (subtype === 'jpeg') return ['jpg', 'jpeg'];
  if (subtype === 'svg+xml') return ['svg'];
  return subtype && subtype !== '*' ? [subtype] : [];
}

/** Of an accepted type: by the type the browser reports, or by the extension when it reports none. */
export function isAcceptedType(file: { type: string; name: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  if (file.type) {
    const type = file.type.toLowerCase();
    return accept.some((accepted) => (accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted.toLowerCase()));
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') && accept.some((accepted) => extensionsOf(accepted).includes(extension));
}

/** `photo.png` → `photo.jpg`: the name of a file re-encoded as JPEG. */
export function renamedFor(name: string, mimeType: string): string {
  const extension = extensionsOf(mimeType)[0];
  if (!extension) return name;
  return `${name.replace(/\.[^.]+$/, '') || 'image'}.${extension}`;
}
