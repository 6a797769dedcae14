/**
 * A value per database handle (a pool or PGlite instance), made on first use and dropped with the handle:
 * the in-process caches that sit beside a service rather than behind a route (the draws a submission reuses,
 * a tournament's ranked order) are kept per database, so two databases in one process (tests, a restore
 * check) never read each other's rows under the same ids.
 */
export function perDatabase<Value>(make: () => Value): (db: object) => Value {
  const values = new WeakMap<object, Value>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}
