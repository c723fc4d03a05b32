/** Sends one change of the answer editor; the editor shows its failure in words and closes on success. */
export type RunEdit = (work: () => Promise<unknown>) => void;
