import type { Browser } from '@playwright/test';

/**
 * A real, playable WebM for the video journeys, made by the browser itself: there is no video file
 * in the repository and no encoder (ffmpeg) on these machines. A blank page draws moving frames on
 * a <canvas> and records `canvas.captureStream()` with MediaRecorder for about a second.
 */
export interface RecordedVideo {
  body: Buffer;
  /** The container and codec MediaRecorder used, e.g. 'video/webm;codecs=vp8'. */
  mimeType: string;
  width: number;
  height: number;
}

export async function recordWebm(
  browser: Browser,
  { width = 320, height = 180, durationMs = 1_000 } = {},
): Promise<RecordedVideo> {
  const page = await browser.newPage();
  try {
    const recorded = await page.evaluate(
      async ({ width, height, durationMs }) => {
        const mimeType = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'].find(
          (type) => MediaRecorder.isTypeSupported(type),
        );
        if (mimeType === undefined) throw new Error('MediaRecorder records no WebM here');
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        document.body.append(canvas);
        const context = canvas.getContext('2d');
        if (context === null) throw new Error('no 2d canvas context');
        let frame = 0;
        const draw = () => {
          // A green field with a square that moves, so every frame differs from the last.
          context.fillStyle = 'rgb(30, 120, 60)';
          context.fillRect(0, 0, width, height);
          context.fillStyle = 'rgb(250, 220, 40)';
          context.fillRect((frame * 8) % width, height / 3, height / 3, height / 3);
          frame += 1;
        };
        draw();
        // setInterval rather than requestAnimationFrame: it runs in a headless, unfocused page.
        const painter = setInterval(draw, 40);
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        const stopped = new Promise<void>((resolve) => {
          recorder.onstop = () => resolve();
        });
        recorder.start(100);
        await new Promise((resolve) => setTimeout(resolve, durationMs));
        recorder.stop();
        await stopped;
        clearInterval(painter);
        const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
        // Base64 in slices: String.fromCharCode(...bytes) overflows the stack on large arrays.
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        }
        return { base64: btoa(binary), mimeType, frames: frame };
      },
      { width, height, durationMs },
    );
    const body = Buffer.from(recorded.base64, 'base64');
    // A WebM (EBML) file starts with 1A 45 DF A3.
    if (body.length < 1_000 || body.readUInt32BE(0) !== 0x1a45dfa3) {
      throw new Error(`MediaRecorder gave no usable WebM (${body.length} bytes)`);
    }
    return { body, mimeType: recorded.mimeType, width, height };
  } finally {
    await page.close();
  }
}
