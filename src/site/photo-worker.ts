// Prepares one photo sent from the admin (portrait-upload.ts) in a short-lived child process: an iPhone's HEIC is
// decoded as WebAssembly, which would otherwise hold the server's own thread for a second or more and keep the
// memory it grew for as long as the site runs. The child gets the bytes, answers with the JPEG or a refusal, and ends.
import { portraitFromUpload } from './portrait-upload';

process.once('message', (bytes: Uint8Array) => {
  portraitFromUpload(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
    (outcome) => process.send?.(outcome, () => process.disconnect()),
    (err: unknown) => {
      process.stderr.write(
        `preparing the photo failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exit(1);
    },
  );
});
