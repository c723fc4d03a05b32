import type { RsvpRecord } from '../../../shared/rsvp/schemas';
import { ApiError, apiJson } from '../../api';

/**
 * Sends the open form's answer. When the site is flooded it asks for a puzzle solved first (answer-proofs.ts): solved
 * here, in a second or a few, and the same answer sent again with it.
 */
export async function sendAnswer(payload: object): Promise<RsvpRecord> {
  try {
    return await apiJson<RsvpRecord>('POST', '/api/rsvp', payload);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'proof-needed') throw err;
    const [{ solveProof }, { challenge, bits }] = await Promise.all([
      import('../proof-of-work'),
      apiJson<{ challenge: string; bits: number }>('GET', '/api/rsvp/proof'),
    ]);
    const proof = await solveProof(challenge, bits);
    return apiJson<RsvpRecord>('POST', '/api/rsvp', payload, { headers: { 'X-Answer-Proof': proof } });
  }
}
