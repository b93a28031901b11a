/**
 * The toast's sound, made with WebAudio (no sound file to download or cache): two short sine notes,
 * a rising fifth for good news and a falling one for the rest, soft and under half a second.
 */
let context: AudioContext | undefined;

const NOTE_SECONDS = 0.16;
const VOLUME = 0.08;

function playNote(audio: AudioContext, frequency: number, startsAt: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick rise and an exponential fade: no click at either end.
  gain.gain.setValueAtTime(0.0001, startsAt);
  gain.gain.exponentialRampToValueAtTime(VOLUME, startsAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, startsAt + NOTE_SECONDS);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startsAt);
  oscillator.stop(startsAt + NOTE_SECONDS + 0.02);
}

/**
 * Plays the chime. A browser lets a page make sound only after the member has touched it; before
 * that the context stays suspended and nothing is heard, which is what the member would expect.
 */
export function playChime(good: boolean): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  const now = audio.currentTime;
  const [first, second] = good ? [660, 990] : [880, 660];
  playNote(audio, first, now);
  playNote(audio, second, now + NOTE_SECONDS * 0.8);
}
