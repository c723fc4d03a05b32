// unicode-confusables names a types file it does not ship: what src/admin/look-alike.ts uses of it.
declare module 'unicode-confusables' {
  /** Each character replaced by the one Unicode's confusables table (UTS #39) says it is read as. */
  export function rectifyConfusion(text: string): string;
}
