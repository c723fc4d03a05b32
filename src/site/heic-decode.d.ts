// heic-decode ships no types: what src/site/portrait-upload.ts uses of it.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Every image in the file, measured but not decoded; dispose() frees them. */
    all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
