import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SAMPLE_RATE = 8_000;
// A pentatonic scale sounds pleasant whatever order the notes come in.
const SCALE_HZ = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25];

function seedFrom(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** An 8-bit mono WAV of a gentle tune, different for each `key`, so every episode has playable audio offline. */
export function synthesiseTune(key: string, seconds: number): Buffer {
  const samples = SAMPLE_RATE * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);

  const data = Buffer.alloc(samples);
  const noteLength = SAMPLE_RATE / 2;
  let state = seedFrom(key);
  let frequency = SCALE_HZ[0] ?? 261.63;
  for (let i = 0; i < samples; i++) {
    const inNote = i % noteLength;
    if (inNote === 0) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      frequency = SCALE_HZ[state % SCALE_HZ.length] ?? frequency;
    }
    const envelope = Math.min(1, inNote / 200) * (1 - inNote / noteLength);
    const fade = Math.min(1, i / SAMPLE_RATE, (samples - i) / SAMPLE_RATE);
    const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope * fade;
    data[i] = Math.round(128 + value * 90);
  }
  return Buffer.concat([header, data]);
}

export function audioDir(dataDir: string): string {
  // Data, not code: without the ignore the build would ship every folder named audio with the server.
  return path.join(/*turbopackIgnore: true*/ dataDir, 'audio');
}

/** Writes `{slug}.wav` unless it is there already; returns the file name. */
export function ensureEpisodeAudio(dataDir: string, slug: string, seconds: number): string {
  const dir = audioDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = `${slug}.wav`;
  const target = path.join(dir, file);
  if (!existsSync(target)) writeFileSync(target, synthesiseTune(slug, seconds));
  return file;
}
