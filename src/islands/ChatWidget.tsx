import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_LIMITS, CHAT_OPEN_KEY, ESCALATION_DELAY_MS } from '../lib/calls/chat.ts';
import type { QuickQuestion } from '../lib/schemas/quick-question.schema.ts';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import ChatMessages from './ChatMessages.tsx';
import { EmailOrCall } from './EmailOrCall.tsx';
import { Glyph, ICONS } from './Glyph.tsx';
import { browserStorage } from './storage.ts';
import { useChat } from './useChat.ts';
import { useDomId } from './useDomId.ts';
import './chat.css';

// The ticket form carries the phone input and its numbering plans: it loads when it is first needed.
const TicketModal = lazy(() => import('./TicketModal.tsx'));

export interface ChatWidgetProps {
  /** The quick questions shown while the chat is empty (src/data/quick-questions.ts). */
  questions: readonly Pick<QuickQuestion, 'id' | 'text'>[];
  /** How to reach a person, for the ticket form's failure message. */
  agency: AgencyContact;
}

const session = () => browserStorage('sessionStorage');

/**
 * The chat of docs/requirements.md#chat-widget, in the shell of every page. The server renders only
 * its launcher; `client:reach` hydrates it when the visitor reaches for it. On wide screens the
 * open chat docks beside the page, which makes room for it (so it never covers the page's own
 * form); on narrow ones it fills the screen. It stays open from page to page (sessionStorage) and
 * keeps its conversation in localStorage.
 */
export default function ChatWidget({ questions, agency }: ChatWidgetProps) {
  const chat = useChat();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [ticket, setTicket] = useState<{ open: boolean; mounted: boolean }>({ open: false, mounted: false });
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  // Where focus goes after the next render: the input when the visitor opened the chat or sent a
  // question, the launcher when they closed it. A chat reopened by the next page takes no focus.
  const focusNext = useRef<'input' | 'launcher' | undefined>(undefined);
  const escalation = useRef<number | undefined>(undefined);
  const id = useDomId('chat');
  const ids = { panel: `${id}-panel`, title: `${id}-title`, intro: `${id}-intro`, input: `${id}-input` };

  const show = useCallback((next: boolean, focus: 'input' | 'launcher' | undefined) => {
    focusNext.current = focus;
    setOpen(next);
    try {
      if (next) session()?.setItem(CHAT_OPEN_KEY, '1');
      else session()?.removeItem(CHAT_OPEN_KEY);
    } catch {
      // Blocked storage: the next page starts closed.
    }
  }, []);

  // A click before hydration (recorded by client:reach) opens the chat; so does the previous page.
  useEffect(() => {
    const island = root.current?.closest('astro-island');
    const clicked = island?.hasAttribute('data-reach-click') ?? false;
    island?.removeAttribute('data-reach-click');
    if (clicked) show(true, 'input');
    else if (session()?.getItem(CHAT_OPEN_KEY)) setOpen(true);
    else document.documentElement.removeAttribute('data-chat-restoring');
  }, [show]);

  // Once the chat shows open, its data-open keeps the room the <head> script reserved for it.
  useEffect(() => {
    if (open) document.documentElement.removeAttribute('data-chat-restoring');
  }, [open]);

  useEffect(() => {
    const target = focusNext.current === 'input' ? input.current : focusNext.current ? launcher.current : null;
    if (target && !target.disabled) {
      target.focus();
      focusNext.current = undefined;
    }
  });

  useEffect(() => () => window.clearTimeout(escalation.current), []);

  const openTicket = useCallback(() => setTicket({ open: true, mounted: true }), []);

  const ask = async (text: string) => {
    if (text.trim() === '' || chat.pending) return;
    setDraft('');
    focusNext.current = 'input';
    const reply = await chat.send(text);
    focusNext.current = 'input';
    if (reply?.shouldEscalate) {
      // Load the form while the visitor reads the reply; it opens half a second later
      // (docs/requirements.md#escalation).
      void import('./TicketModal.tsx');
      escalation.current = window.setTimeout(openTicket, ESCALATION_DELAY_MS);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  // Enter sends; Shift+Enter (and Enter while an input method composes) makes a new line.
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void ask(draft);
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !ticket.open) {
      event.stopPropagation();
      show(false, 'launcher');
    }
  };

  const lastQuestion = [...chat.messages].reverse().find((message) => message.sender === 'user')?.text ?? '';
  const empty = chat.messages.length === 0;

  return (
    <div className="chat" ref={root} data-open={open ? '' : undefined}>
      <button
        type="button"
        className="chat-launcher"
        ref={launcher}
        aria-expanded={open}
        aria-controls={open ? ids.panel : undefined}
        onClick={() => (open ? show(false, 'launcher') : show(true, 'input'))}
      >
        <Glyph path={open ? ICONS.close : ICONS.chat} />
        <span>{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
      {/* Shown only when a press found the chat's code unable to load (client:reach; chat.css). */}
      {!open && (
        <p className="chat__unavailable" role="alert">
          The chat could not load; press the button again to retry. <EmailOrCall agency={agency} />.
        </p>
      )}
      {open && (
        <section
          className="chat__panel"
          id={ids.panel}
          role="dialog"
          aria-modal="false"
          aria-labelledby={ids.title}
          aria-describedby={ids.intro}
          onKeyDown={onPanelKey}
        >
          <header className="chat__header">
            <h2 className="chat__title" id={ids.title}>
              Tidewell assistant
            </h2>
            <div className="chat__actions">
              <button
                type="button"
                className="chat__icon-button"
                aria-label="Clear the conversation"
                onClick={() => {
                  chat.clear();
                  focusNext.current = 'input';
                }}
                disabled={empty || chat.pending}
              >
                <Glyph path={ICONS.clear} />
              </button>
              <button
                type="button"
                className="chat__icon-button"
                aria-label="Close chat"
                onClick={() => show(false, 'launcher')}
              >
                <Glyph path={ICONS.close} />
              </button>
            </div>
            <p className="chat__subtitle" id={ids.intro}>
              Instant answers from our site, and a person whenever you need one.
            </p>
          </header>
          <ChatMessages messages={chat.messages} pending={chat.pending}>
            {empty && !chat.pending && (
              <div className="chat__welcome">
                <p>Hi! Ask about our services, plans and prices, hours or how we work. Or pick a question to start:</p>
                <ul className="chat__questions" aria-label="Quick questions">
                  {questions.map((question) => (
                    <li key={question.id}>
                      <button type="button" className="chat__question" onClick={() => void ask(question.text)}>
                        {question.text}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </ChatMessages>
          <p className="chat__handover">
            <button type="button" className="chat__handover-button" onClick={openTicket}>
              <Glyph path={ICONS.ticket} />
              Talk to a person: open a support ticket
            </button>
          </p>
          <form className="chat__compose" onSubmit={onSubmit}>
            <label className="visually-hidden" htmlFor={ids.input}>
              Your message
            </label>
            <textarea
              id={ids.input}
              ref={input}
              className="chat__input"
              rows={2}
              value={draft}
              maxLength={CHAT_LIMITS.message}
              placeholder="Ask about services, prices, hours…"
              disabled={chat.pending}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onInputKey}
            />
            <button
              type="submit"
              className="chat__send"
              aria-label="Send message"
              disabled={chat.pending || draft.trim() === ''}
            >
              <Glyph path={ICONS.send} />
            </button>
          </form>
        </section>
      )}
      {ticket.mounted && (
        <Suspense fallback={null}>
          <TicketModal
            open={ticket.open}
            agency={agency}
            description={lastQuestion}
            onClose={() => setTicket((current) => ({ ...current, open: false }))}
            onResult={chat.addBotMessage}
          />
        </Suspense>
      )}
    </div>
  );
}
