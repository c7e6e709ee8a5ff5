// The leading tab's alerts (agent spec §4: one tab leads): a short tone and, while the console is
// out of sight and the agent allowed it, a desktop notification. At most one alert per
// ALERT_QUIET_MS: a busy brand's members write several lines a second, and a tone for each would be
// noise an agent turns off (the queue's count on screen shows each one).
let audio: AudioContext | undefined;

/** The least time between two alerts of one console. */
export const ALERT_QUIET_MS = 5_000;

/** A gate that opens for the first alert and then once ALERT_QUIET_MS have passed (times in ms of the injected clock). */
export function createAlertGate(): (at: number) => boolean {
  let last: number | null = null;
  return (at) => {
    if (last !== null && at - last < ALERT_QUIET_MS && at >= last) return false;
    last = at;
    return true;
  };
}

export function playTone(): void {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.25);
  } catch {
    // No audio (a locked autoplay policy, an old browser): the count on screen still rises.
  }
}

export function notifyDesktop(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    const notification = new Notification(title, { body, tag: 'heartline-agent-queue' });
    notification.onclick = () => window.focus();
  } catch {
    // Some browsers allow notifications only from a service worker: the tone has played.
  }
}

export const canAskForNotifications = () => typeof Notification !== 'undefined' && Notification.permission === 'default';
