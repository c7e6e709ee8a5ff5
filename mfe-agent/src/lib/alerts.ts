// The leading tab's alerts (agent spec §4: one tab leads): a short tone and, while the console is
// out of sight and the agent allowed it, a desktop notification.
let audio: AudioContext | undefined;

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
