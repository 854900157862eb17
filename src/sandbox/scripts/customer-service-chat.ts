/**
 * Stand-in for a customer-service chat widget, served as /sandbox-scripts/customer-service-chat.js
 * (src/config/environments.ts, `customerServiceChat`). It offers the API the app calls,
 * `window.CustomerServiceChat.open({ lang, topic })`: a chat panel the visitor can see and type
 * into, with an automatic first answer from "the agent" (docs/registration-pieces.md,
 * "Customer-service chat"). Only the sandbox serves it.
 */
import {
  button,
  element,
  field,
  openOverlay,
  text,
  type OverlayLook,
} from '../third-party/stand-in/overlay';

interface OpenOptions {
  /** The page's language, so a real widget can greet in it. */
  readonly lang?: string;
  /** What the visitor needs help with (chineseEmail: the Chinese-e-mail notice). */
  readonly topic?: string;
}

const look: OverlayLook = {
  accent: '#0b7a5c',
  background: '#ffffff',
  text: '#1a1a1a',
  muted: '#5f6368',
};

/** The topics the app sends, as the agent's first line names them. */
const TOPICS: Readonly<Record<string, string>> = {
  chineseEmail: 'signing up with an e-mail address from a mainland-China provider',
};

let current: { close(): void } | undefined;

function open(options: OpenOptions = {}): void {
  current?.close();
  const overlay = openOverlay({
    title: 'Customer service',
    look,
    closeLabel: 'Close the chat',
    onDismiss: () => {
      current = undefined;
    },
  });
  current = overlay;
  const log = element('div', {
    maxHeight: '240px',
    overflowY: 'auto',
    marginBottom: '12px',
    padding: '8px',
    border: `1px solid ${look.muted}`,
    borderRadius: '8px',
  });
  log.setAttribute('role', 'log');
  log.setAttribute('aria-label', 'Conversation');
  const say = (who: string, message: string) =>
    log.append(text(`${who}: ${message}`, { margin: '0 0 8px' }));
  const topic = options.topic ? (TOPICS[options.topic] ?? options.topic) : undefined;
  say(
    'Agent',
    topic
      ? `Hello! I can help you with ${topic}. How can I help?`
      : 'Hello! How can I help you today?',
  );

  const form = element('form');
  const { wrapper, input } = field('Your message', 'text', look);
  input.autocomplete = 'off';
  const send = button('Send', look);
  send.type = 'submit';
  form.append(wrapper, send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const message = input.value.trim();
    if (!message) return;
    say('You', message);
    input.value = '';
    say('Agent', 'Thank you. An agent will answer here shortly.');
  });
  overlay.panel.append(
    text(`Sandbox stand-in chat${options.lang ? ` (language: ${options.lang})` : ''}.`, {
      color: look.muted,
      fontSize: '13px',
    }),
    log,
    form,
  );
  overlay.panel.dataset.customerServiceTopic = options.topic ?? '';
}

(window as unknown as { CustomerServiceChat: { open: typeof open } }).CustomerServiceChat = {
  open,
};
