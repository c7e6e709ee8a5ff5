/** A database id from a path parameter or a body's id text; null when it cannot be one (then 404). */
export function toDatabaseId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}
