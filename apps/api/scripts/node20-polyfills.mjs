// better-auth's schema generator (`npm run auth:generate`) calls Object.groupBy, which Node 20 lacks.
if (!Object.groupBy) {
  Object.groupBy = (items, key) => {
    const groups = Object.create(null);
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      groups[k] = groups[k] ?? [];
      groups[k].push(item);
    }
    return groups;
  };
}
if (!Map.groupBy) {
  Map.groupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(item);
    }
    return groups;
  };
}
