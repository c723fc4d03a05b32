import type { RsvpRow } from '../useRsvpList';

/** Sends one change of the answer editor; the editor shows its failure in words and closes on success. */
export type RunEdit = (work: () => Promise<unknown>) => void;

/**
 * What each part of the editor of an existing answer is given: the answer, whether a change is on its way, and how to
 * send one.
 */
export interface AnswerPart {
  /** The editor's own id, which the part's headings and fields extend. */
  id: string;
  answer: RsvpRow;
  busy: boolean;
  run: RunEdit;
}
