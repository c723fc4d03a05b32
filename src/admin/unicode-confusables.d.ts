// unicode-confusables names a types file it does not ship: what src/admin/look-alike.ts uses of it. A CommonJS module:
// its exports object is the default export both under Node and in the bundle.
declare module 'unicode-confusables' {
  const confusables: {
    /** Each character replaced by the one Unicode's confusables table (UTS #39) says it is read as. */
    rectifyConfusion(text: string): string;
  };
  export default confusables;
}
