// The messages a parse raised at one top-level field: what a form shows under that field.
export function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string): string[] {
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}
