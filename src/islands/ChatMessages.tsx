import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '../lib/calls/chat.ts';
import { replyParagraphs, type TextRun } from '../lib/reply-text.ts';

/** A run of reply text as React elements: emphasis as <strong>/<em>, the text always escaped. */
function Run({ run }: { run: TextRun }) {
  switch (run.emphasis) {
    case 'strong':
      return <strong>{run.text}</strong>;
    case 'em':
      return <em>{run.text}</em>;
    case 'strong-em':
      return (
        <strong>
          <em>{run.text}</em>
        </strong>
      );
    default:
      return <>{run.text}</>;
  }
}

/** A message's text: a reply's markdown reduced to emphasis (replyParagraphs), a visitor's as typed. */
function MessageText({ message }: { message: ChatMessage }) {
  if (message.sender === 'user') {
    return (
      <>
        {message.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </>
    );
  }
  return (
    <>
      {replyParagraphs(message.text).map((paragraph, p) => (
        <p key={p}>
          {paragraph.map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {line.map((run, r) => (
                <Run key={r} run={run} />
              ))}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}

/**
 * The conversation: a polite live log, so a screen reader announces each finished message (the
 * typing indicator only marks it busy). It scrolls to the newest message.
 */
export default function ChatMessages({
  messages,
  pending,
  children,
}: {
  messages: readonly ChatMessage[];
  pending: boolean;
  /** What shows while the conversation is empty (the welcome and quick questions). */
  children?: ReactNode;
}) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    // An empty chat shows its welcome from the top; a conversation, its newest message.
    if (element && (messages.length > 0 || pending)) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div className="chat__log" ref={log} role="log" aria-live="polite" aria-label="Conversation" aria-busy={pending}>
      {children}
      {/* Messages are only ever appended (or all cleared), so their places are stable keys. */}
      {messages.map((message, index) => (
        <div key={index} className={`chat__message chat__message--${message.sender}`}>
          <span className="visually-hidden">{message.sender === 'user' ? 'You:' : 'Assistant:'}</span>
          <MessageText message={message} />
          {message.links && (
            <ul className="chat__links" aria-label="Pages about this">
              {message.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {pending && (
        <div className="chat__message chat__message--bot chat__typing" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </div>
  );
}
