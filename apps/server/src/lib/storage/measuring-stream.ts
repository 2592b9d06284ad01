import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through stream that counts and hashes (sha-256) the bytes flowing through it, for every storage provider. */
export class MeasuringStream extends Transform {
  private readonly hash = createHash('sha256');
  private byteCount = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void) {
    this.hash.update(chunk);
    this.byteCount += chunk.length;
    callback(null, chunk);
  }

  /** Size and digest of everything that passed; call once the stream has finished. */
  result(): { sizeBytes: number; sha256: string } {
    return { sizeBytes: this.byteCount, sha256: this.hash.digest('hex') };
  }
}
