// vitest 5's reporters call Map.groupBy and Object.groupBy (ES2024, Node 21+). On Node 20,
// the machines' Node, a failing run would crash the reporter and hide the failure; the
// config files load this first so failures are printed.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => Object.fromEntries(Map.groupBy(items, keyOf));
}
