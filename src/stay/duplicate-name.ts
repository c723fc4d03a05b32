/** Two of a kind the couple tells apart by name: a second hotel, or a second room of one hotel, of the same name. */
export class DuplicateName extends Error {
  override name = 'DuplicateName';
}

/** A UNIQUE constraint broken by a name: the couple's to tell apart, not a server failure. */
export const named = <T>(work: () => T, what: string): T => {
  try {
    return work();
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE') throw new DuplicateName(what);
    throw err;
  }
};
